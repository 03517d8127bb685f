'use client';

import { useState } from 'react';
import { startOrder } from '@/lib/quiz/shuffle';
import { InlineCode } from './inline-code';

interface Item {
  id: string;
  text: string;
}

/** Items to put in order with "Move up" / "Move down" buttons: no dragging, every step reachable by keyboard. */
export function OrderList({
  items,
  correctOrder,
  initial,
  onChange,
  disabled,
}: {
  items: Item[];
  correctOrder: string[];
  /** An order given earlier (a resumed exam); else the shuffled start. */
  initial?: string[];
  onChange: (order: string[]) => void;
  disabled: boolean;
}) {
  const [order, setOrder] = useState(() => initial ?? startOrder(correctOrder));
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
