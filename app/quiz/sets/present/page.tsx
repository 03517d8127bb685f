import type { Metadata } from 'next';
import { preloadBank } from '@/components/quiz/bank-url';
import { SetDeck } from '@/components/present/set-deck';
import '@/components/quiz/quiz.css';

export const metadata: Metadata = {
  title: 'Present a quiz set',
  description: 'A shareable quiz set shown to a room, one question per slide, answers revealed on demand.',
};

export default function PresentSetPage() {
  preloadBank();
  return <SetDeck />;
}
