import Link from 'next/link';
import { CourseProgress, LessonProgress } from '@/components/course/lesson-progress';
import { getCards, getLessons } from '@/lib/content/load.server';

export default function CourseIndex() {
  const lessons = getLessons();
  const cards = getCards();
  return (
    <div className="page page--index">
      <section className="hero" aria-labelledby="hero-title">
        <p className="eyebrow">MCPA exam · Interactions and Execution · MCP 2026-07-28</p>
        <h1 id="hero-title">How MCP tools are listed, called and answered</h1>
        <p className="lead">
          {lessons.length} short lessons and {cards.length} one-page cards, every fact checked against the
          specification. Where the popular reference cards get it wrong, the lessons tell you.
        </p>
        <CourseProgress slugs={lessons.map((l) => l.slug)} />
      </section>

      <section id="lessons" aria-labelledby="lessons-title">
        <h2 id="lessons-title">Lessons</h2>
        <ol className="lesson-list">
          {lessons.map((l) => (
            <li key={l.slug} className="lesson-list__item">
              <span className="lesson-list__number" aria-hidden="true">
                {String(l.order).padStart(2, '0')}
              </span>
              <div className="lesson-list__body">
                <h3 className="lesson-list__title">
                  <Link href={`/lessons/${l.slug}`}>{l.title}</Link>
                </h3>
                <p className="lesson-list__summary">{l.summary}</p>
                <p className="lesson-list__meta">
                  {l.readingMinutes} min read · {l.headings.filter((h) => h.depth === 2).length} sections
                </p>
                <LessonProgress
                  slug={l.slug}
                  title={l.title}
                  sectionCount={l.headings.filter((h) => h.depth === 2).length}
                />
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section id="cards" aria-labelledby="cards-title">
        <h2 id="cards-title">Reference cards</h2>
        <p>One printable page each: the two popular cards, rewritten and corrected against the specification.</p>
        <ul className="card-list">
          {cards.map((c) => (
            <li key={c.slug} className="card-list__item">
              <h3 className="card-list__title">
                <Link href={`/cards/${c.slug}`}>{c.title}</Link>
              </h3>
              <p>{c.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
