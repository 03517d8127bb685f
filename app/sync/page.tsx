import type { Metadata } from 'next';
import '@/components/quiz/quiz.css';
import { JoinSync } from '@/components/sync/join-sync';

export const metadata: Metadata = {
  title: 'Sync this device',
  description: 'Join a sync space from a pairing link: your progress, end-to-end encrypted, on every device.',
  referrer: 'no-referrer',
};

export default function SyncPage() {
  return (
    <div className="page page--quiz">
      <h1>Sync this device</h1>
      <JoinSync />
    </div>
  );
}
