'use client';

import { useState } from 'react';
import { QrCode } from '@/components/live/qr-code';
import { pairingLink, type Pairing } from '@/lib/sync-client/pairing';
import './sync.css';

/** The pairing link as text to copy and as a QR code (loaded on demand: /quiz/progress stays light). */
export default function PairingPanel({ pairing }: { pairing: Pairing }) {
  const link = pairingLink(window.location.origin, pairing);
  const [copied, setCopied] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Copied.');
    } catch {
      setCopied('Copying was not allowed: select the link and copy it.');
    }
  };
  return (
    <div className="sync-panel">
      <p>
        Open this link on your other device (or scan the code). It holds the key to your synced progress: anyone with it
        can read and change that progress, so share it only with yourself.
      </p>
      <label className="sync-panel__label" htmlFor="sync-link">
        Pairing link
      </label>
      <input id="sync-link" className="sync-panel__link" readOnly value={link} onFocus={(e) => e.target.select()} />
      <div className="quiz-q__actions">
        <button type="button" className="button" onClick={() => void copy()}>
          Copy link
        </button>
        <span role="status">{copied}</span>
      </div>
      <QrCode text={link} label="QR code of the pairing link" size={200} />
    </div>
  );
}
