import type { Metadata } from 'next';
import { preloadBank } from '@/components/quiz/bank-url';
import { SetDeck } from '@/components/present/set-deck';
import '@/components/quiz/quiz.css';

export const metadata: Metadata = {
  title: 'Speaker view: quiz set',
  robots: { index: false },
};

export default function SetSpeakerPage() {
  preloadBank();
  return <SetDeck speaker />;
}
