'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { MAX_SET_SIZE, MAX_TITLE_LENGTH, count, openSet, setSearch, type QuizSet } from '@/lib/quiz/quiz-set';
import type { Question } from '@/lib/quiz/schema';
import { InlineCode } from './inline-code';
import { typeLabels } from './type-labels';
import { BankNotReady } from './bank-not-ready';
import { SetNotes } from './set-notes';
import { useBank } from './use-bank';

export interface SetBuilderProps {
  lessons: { slug: string; title: string; order: number }[];
  topics: { id: string; title: string }[];
}

/**
 * Build a shareable set: tick questions, order them, copy the link. The set lives in the link only, and the
 * builder keeps its own address in step (history.replaceState), so a reload or a bookmark loses nothing.
 */
export function SetBuilder(props: SetBuilderProps) {
  const bank = useBank();
  if (bank.status !== 'ready') return <BankNotReady bank={bank} />;
  // Mounted only in the browser, once the bank is in: the first state can come from the address.
  return <Builder {...props} bank={bank.questions} />;
}

function fromAddress(bank: Question[]): { set: QuizSet; notes: string[] } {
  const opened = openSet(window.location.search, bank);
  if (!opened) return { set: { ids: [], title: '' }, notes: [] };
  if (!opened.ok) return { set: { ids: [], title: '' }, notes: [opened.reason] };
  return { set: { ids: opened.questions.map((q) => q.id), title: opened.title }, notes: opened.notes };
}

type Focus = { id: string; action: 'up' | 'down' | 'remove' } | 'heading';

function Builder({ lessons, topics, bank }: SetBuilderProps & { bank: Question[] }) {
  const [initial] = useState(() => fromAddress(bank));
  const [ids, setIds] = useState<string[]>(initial.set.ids);
  const [title, setTitle] = useState(initial.set.title);
  const [lesson, setLesson] = useState('');
  const [topic, setTopic] = useState('');
  const [query, setQuery] = useState('');
  // What "Copy link" said, and for which link: a changed set makes the message stale.
  const [copied, setCopied] = useState({ message: '', search: '' });
  const pendingFocus = useRef<Focus | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);
  const linkInput = useRef<HTMLInputElement>(null);

  const byId = useMemo(() => new Map(bank.map((q) => [q.id, q])), [bank]);
  const lessonOrder = useMemo(() => new Map(lessons.map((l) => [l.slug, l.order])), [lessons]);
  const chosen = useMemo(() => new Set(ids), [ids]);
  const shown = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return bank.filter(
      (q) =>
        (!lesson || q.lesson === lesson) &&
        (!topic || q.topic === topic) &&
        words.every((w) => `${q.prompt} ${q.id}`.toLowerCase().includes(w)),
    );
  }, [bank, lesson, topic, query]);

  const search = ids.length ? setSearch({ ids, title }) : '';
  const [origin] = useState(() => window.location.origin);
  const link = `${origin}/quiz/practice${search}`;

  // The builder's own address follows the set, so reloading or bookmarking the page keeps the work.
  useEffect(() => {
    window.history.replaceState(window.history.state, '', `/quiz/sets${search}`);
  }, [search]);

  // After a move or a removal, focus stays with the question that moved (or goes to the next one).
  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    if (focus === 'heading') heading.current?.focus();
    else buttons.current.get(`${focus.id}:${focus.action}`)?.focus();
  });

  const full = ids.length >= MAX_SET_SIZE;
  const toggle = (id: string) =>
    setIds((now) => (now.includes(id) ? now.filter((x) => x !== id) : full ? now : [...now, id]));
  const addShown = () =>
    setIds((now) => [...now, ...shown.map((q) => q.id).filter((id) => !now.includes(id))].slice(0, MAX_SET_SIZE));
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= ids.length) return;
    const next = [...ids];
    [next[index], next[to]] = [next[to], next[index]];
    setIds(next);
    // At the top or bottom the pressed button is disabled; keep focus on the other direction.
    const edge = to === 0 || to === ids.length - 1;
    pendingFocus.current = { id: ids[index], action: edge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down' };
  };
  const remove = (index: number) => {
    const next = ids.filter((_, i) => i !== index);
    setIds(next);
    const neighbour = next[index] ?? next[index - 1];
    pendingFocus.current = neighbour ? { id: neighbour, action: 'remove' } : 'heading';
  };
  const shuffle = () => {
    const next = [...ids];
    for (let i = next.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [next[i], next[j]] = [next[j], next[i]];
    }
    setIds(next);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied({ message: 'Link copied.', search });
    } catch {
      linkInput.current?.select();
      setCopied({
        message: 'This browser did not allow copying: the link is selected, press Ctrl+C (⌘C on a Mac).',
        search,
      });
    }
  };
  const keep = (el: HTMLButtonElement | null, key: string) => {
    if (el) buttons.current.set(key, el);
    else buttons.current.delete(key);
  };
  const where = (q: Question) => {
    const order = lessonOrder.get(q.lesson);
    return `Lesson ${order === undefined ? q.lesson : String(order).padStart(2, '0')} · ${typeLabels[q.type]}`;
  };

  return (
    <>
      <SetNotes notes={initial.notes} />
      <div className="set-builder">
        <section className="set-builder__pick" aria-labelledby="set-pick">
          <h2 id="set-pick">Questions</h2>
          {/* On a phone the set sits below the whole list: a way there without scrolling past it. */}
          <p className="set-builder__jump">
            <a href="#set-yours">Go to your set ({ids.length})</a>
          </p>
          <div className="set-builder__filters">
            <label>
              Lesson
              <select className="field-control" value={lesson} onChange={(e) => setLesson(e.target.value)}>
                <option value="">All lessons</option>
                {lessons.map((l) => (
                  <option key={l.slug} value={l.slug}>
                    {String(l.order).padStart(2, '0')} · {l.title}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Topic
              <select className="field-control" value={topic} onChange={(e) => setTopic(e.target.value)}>
                <option value="">All topics</option>
                {topics.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.title}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Words in the question
              <input className="field-control" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
            </label>
          </div>
          <p className="set-builder__count" role="status">
            {shown.length === bank.length
              ? `All ${bank.length} questions`
              : `${shown.length} of ${bank.length} questions match`}
          </p>
          {shown.length ? (
            <>
              <button type="button" className="button" onClick={addShown} disabled={full}>
                Add all {shown.length} shown
              </button>
              <ul className="set-builder__list">
                {shown.map((q) => (
                  <li key={q.id}>
                    <label className="set-builder__row">
                      <input
                        type="checkbox"
                        checked={chosen.has(q.id)}
                        disabled={full && !chosen.has(q.id)}
                        onChange={() => toggle(q.id)}
                      />
                      <span>
                        <InlineCode text={q.prompt} />
                        <span className="set-builder__meta">{where(q)}</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>No question matches. Try fewer words or another lesson.</p>
          )}
        </section>

        <section className="set-builder__set" aria-labelledby="set-yours">
          <h2 id="set-yours" ref={heading} tabIndex={-1}>
            Your set: {count(ids.length, 'question')}
          </h2>
          {full ? <p>A set holds at most {MAX_SET_SIZE} questions.</p> : null}
          {ids.length === 0 ? (
            <p>Tick questions in the list; they are asked in the order you add them, and you can reorder them here.</p>
          ) : (
            <>
              <label className="set-builder__title">
                Title (optional, shown to whoever opens the link)
                <input
                  className="field-control"
                  type="text"
                  value={title}
                  maxLength={MAX_TITLE_LENGTH}
                  onChange={(e) => setTitle(e.target.value)}
                />
              </label>
              <label className="set-builder__link">
                Link to this set
                <input
                  className="field-control"
                  ref={linkInput}
                  type="text"
                  readOnly
                  value={link}
                  onFocus={(e) => e.target.select()}
                />
              </label>
              <p className="set-builder__actions">
                <button type="button" className="button button--primary" onClick={() => void copy()}>
                  Copy link
                </button>{' '}
                <a href={`/quiz/practice${search}`}>Open the set</a> ·{' '}
                <a href={`/quiz/sets/present${search}`}>Present this set</a> ·{' '}
                <a href={`/live/host${search}`}>Run as a live class</a>
              </p>
              <p role="status" className="set-builder__copied">
                {copied.search === search ? copied.message : ''}
              </p>
              <ol className="set-builder__order">
                {ids.map((id, i) => {
                  const q = byId.get(id)!;
                  const n = i + 1;
                  return (
                    <li key={id}>
                      <span className="set-builder__text">
                        <InlineCode text={q.prompt} />
                      </span>
                      <span className="set-builder__moves">
                        <button
                          type="button"
                          className="button button--small"
                          ref={(el) => keep(el, `${id}:up`)}
                          disabled={i === 0}
                          aria-label={`Move question ${n} up`}
                          onClick={() => move(i, -1)}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          className="button button--small"
                          ref={(el) => keep(el, `${id}:down`)}
                          disabled={i === ids.length - 1}
                          aria-label={`Move question ${n} down`}
                          onClick={() => move(i, 1)}
                        >
                          ↓
                        </button>
                        <button
                          type="button"
                          className="button button--small"
                          ref={(el) => keep(el, `${id}:remove`)}
                          aria-label={`Remove question ${n}`}
                          onClick={() => remove(i)}
                        >
                          Remove
                        </button>
                      </span>
                    </li>
                  );
                })}
              </ol>
              <p className="set-builder__actions">
                <button type="button" className="button" onClick={shuffle} disabled={ids.length < 2}>
                  Shuffle the order
                </button>{' '}
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    setIds([]);
                    pendingFocus.current = 'heading';
                  }}
                >
                  Remove all
                </button>
              </p>
            </>
          )}
        </section>
      </div>
    </>
  );
}
