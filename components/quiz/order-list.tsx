'use client';

import { useState } from 'react';
import { seededShuffle } from '@/lib/quiz/shuffle';
import { InlineCode } from './inline-code';

interface Item {
  id: string;
  text: string;
}

/** Items to put in order with "Move up" / "Move down" buttons: no dragging, every step reachable by keyboard. */
export function OrderList({
  items,
  correctOrder,
  onChange,
  disabled,
}: {
  items: Item[];
  correctOrder: string[];
  onChange: (order: string[]) => void;
  disabled: boolean;
}) {
  const [order, setOrder] = useState(() => startOrder(items, correctOrder));
  const [moved, setMoved] = useState('');
  const byId = new Map(items.map((i) => [i.id, i]));

  const move = (index: number, delta: -1 | 1) => {
    const next = [...order];
    const [item] = next.splice(index, 1);
    next.splice(index + delta, 0, item);
    setOrder(next);
    onChange(next);
    setMoved(`${byId.get(item)?.text ?? item} is now number ${index + delta + 1} of ${next.length}.`);
  };

  return (
    <>
      <ol className="quiz-order">
        {order.map((id, i) => (
          <li key={id} className="quiz-order__item">
            <span className="quiz-order__text">
              <InlineCode text={byId.get(id)?.text ?? id} />
            </span>
            <span className="quiz-order__buttons">
              <button type="button" className="button" disabled={disabled || i === 0} onClick={() => move(i, -1)}>
                ↑<span className="visually-hidden"> Move “{byId.get(id)?.text}” up</span>
              </button>
              <button
                type="button"
                className="button"
                disabled={disabled || i === order.length - 1}
                onClick={() => move(i, 1)}
              >
                ↓<span className="visually-hidden"> Move “{byId.get(id)?.text}” down</span>
              </button>
            </span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status">
        {moved}
      </p>
    </>
  );
}

/** Shuffled, but never already in the right order (that would be a free answer). */
export function startOrder(items: Item[], correct: string[]): string[] {
  const shuffled = seededShuffle(
    items.map((i) => i.id),
    correct.join(),
  );
  return shuffled.join() === correct.join() ? [...shuffled.slice(1), shuffled[0]] : shuffled;
}
