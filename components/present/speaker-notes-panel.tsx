import { InlineCode } from '@/components/quiz/inline-code';
import type { SpeakerNotes } from '@/lib/present/speaker-notes';

/** The lesson's objectives and, for the current section, the claims it teaches and the questions on them. */
export function SpeakerNotesPanel({
  notes,
  section,
  onJump,
}: {
  notes: SpeakerNotes;
  section: string;
  onJump: (n: number) => void;
}) {
  const here = notes.sections[section];
  return (
    <section className="speaker__notes" aria-label="Notes">
      {notes.objectives.length ? (
        <>
          <h2 className="speaker__label">Objectives</h2>
          <ul>
            {notes.objectives.map((o) => (
              <li key={o}>{o}</li>
            ))}
          </ul>
        </>
      ) : null}
      {here ? (
        <>
          <h2 className="speaker__label">Claims in “{here.heading}”</h2>
          <ul className="speaker__claims">
            {here.claims.map((c) => (
              <li key={c.id}>
                <InlineCode text={c.text} />{' '}
                <span className="speaker__ref">
                  ({c.doc} · {c.section})
                </span>
              </li>
            ))}
          </ul>
          <h2 className="speaker__label">Questions that test them</h2>
          <ul className="speaker__questions">
            {here.questions.map((q) => (
              <li key={q.id}>
                {q.slide ? (
                  <button type="button" className="button" onClick={() => onJump(q.slide!)}>
                    Slide {q.slide}
                  </button>
                ) : null}{' '}
                <InlineCode text={q.prompt} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>No claims on this slide: it introduces what follows.</p>
      )}
    </section>
  );
}
