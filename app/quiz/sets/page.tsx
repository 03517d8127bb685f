import type { Metadata } from 'next';
import { preloadBank } from '@/components/quiz/bank-url';
import '@/components/quiz/quiz.css';
import { SetBuilder } from '@/components/quiz/set-builder';
import { getLessons, loadContent } from '@/lib/content/load.server';

export const metadata: Metadata = {
  title: 'Build a quiz set',
  description: 'Pick questions and share a link that gives anyone the same set in the same order.',
};

export default function QuizSetsPage() {
  preloadBank();
  const lessons = getLessons().map(({ slug, title, order }) => ({ slug, title, order }));
  const topics = loadContent().blueprint.topics.map(({ id, title }) => ({ id, title }));
  return (
    <div className="page page--quiz">
      <header>
        <p className="eyebrow">Quiz · shareable set</p>
        <h1>Build a quiz set</h1>
        <p className="lead">
          Pick questions and put them in order. The link gives anyone the same questions in the same order, with the
          same options: the set lives in the link alone, nothing is stored anywhere.
        </p>
      </header>
      <SetBuilder lessons={lessons} topics={topics} />
    </div>
  );
}
