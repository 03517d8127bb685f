import { SlideFrame } from './slide-frame';

/** A deck's first slide: what the session is about. */
export function TitleSlide({
  total,
  eyebrow,
  title,
  summary,
  objectives = [],
}: {
  total: number;
  eyebrow: string;
  title: string;
  summary?: string;
  objectives?: string[];
}) {
  return (
    <SlideFrame n={1} total={total} kind="title">
      <p className="slide__eyebrow">{eyebrow}</p>
      <h1 className="slide__title">{title}</h1>
      {summary ? <p className="slide__lead">{summary}</p> : null}
      {objectives.length ? (
        <>
          <h2 className="slide__objectives-head">You will be able to</h2>
          <ul className="slide__objectives">
            {objectives.map((o) => (
              <li key={o}>{o}</li>
            ))}
          </ul>
        </>
      ) : null}
    </SlideFrame>
  );
}
