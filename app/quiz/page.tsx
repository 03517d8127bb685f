import type { Metadata } from 'next';
import '@/components/quiz/quiz.css';
import Link from 'next/link';
import { getLessons, loadContent } from '@/lib/content/load.server';

export const metadata: Metadata = {
  title: 'Quiz',
  description: 'Practise the Interactions and Execution domain by lesson or by topic, with every answer explained.',
};

export default function QuizPage() {
  const { questions, blueprint } = loadContent();
  const lessons = getLessons();
  const byLesson = (slug: string) => questions.filter((q) => q.lesson === slug).length;
  const byTopic = (id: string) => questions.filter((q) => q.topic === id).length;
  return (
    <div className="page page--quiz">
      <header>
        <p className="eyebrow">Quiz · {questions.length} questions</p>
        <h1>Practise</h1>
        <p className="lead">
          Every question comes from a lesson and explains each option, right or wrong. Number keys pick an answer, Enter
          checks it, N goes to the next question.
        </p>
      </header>
      <p>
        <Link href="/quiz/exam" className="button button--primary">
          Exam simulation
        </Link>{' '}
        {blueprint.exam.questions} questions in {blueprint.exam.minutes} minutes by default, drawn by topic weight.
      </p>
      <p>
        <Link href="/quiz/review" className="button">
          Spaced review
        </Link>{' '}
        what is due today, or <Link href="/quiz/review?mode=missed">drill what you recently missed</Link>.
      </p>
      <p>
        <Link href="/quiz/sets" className="button">
          Build a shareable set
        </Link>{' '}
        pick questions, put them in order, and share a link that gives anyone the same set.
      </p>
      <p>
        <Link href="/quiz/progress">Your progress</Link>: lessons, mastery by topic, exam scores, reviews ahead and a
        readiness estimate.
      </p>
      <section aria-labelledby="by-lesson">
        <h2 id="by-lesson">By lesson</h2>
        <ul className="quiz-hub__list">
          {lessons.map((l) => (
            <li key={l.slug}>
              <Link href={`/quiz/practice?lesson=${l.slug}`}>
                {String(l.order).padStart(2, '0')} · {l.title}
              </Link>{' '}
              <span className="quiz-hub__count">{byLesson(l.slug)} questions</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="by-topic">
        <h2 id="by-topic">By topic</h2>
        <ul className="quiz-hub__list">
          {blueprint.topics.map((t) => (
            <li key={t.id}>
              <Link href={`/quiz/practice?topic=${t.id}`}>{t.title}</Link>{' '}
              <span className="quiz-hub__count">{byTopic(t.id)} questions</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
