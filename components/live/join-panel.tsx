'use client';

import { useState } from 'react';
import { copyText } from '@/components/ui/download';
import { QrCode } from './qr-code';

/** What the room needs to join, big enough to read from the back: the code, the link and its QR code. */
export function JoinPanel({ joinCode, compact }: { joinCode: string; compact: boolean }) {
  const [origin] = useState(() => window.location.origin);
  const link = `${origin}/live?code=${joinCode}`;
  const [copied, setCopied] = useState('');
  return (
    <section
      className={compact ? 'live-join-panel live-join-panel--compact' : 'live-join-panel'}
      aria-labelledby="join-title"
    >
      <h2 id="join-title">Join at {origin.replace(/^https?:\/\//, '')}/live</h2>
      <p className="live-join-panel__code">
        <span className="live-join-panel__label">Code</span> <span className="live-code">{joinCode}</span>
      </p>
      <QrCode text={link} label={`QR code for the join link ${link}`} size={compact ? 120 : 220} />
      <p className="live-join-panel__link">
        <a href={link}>{link}</a>{' '}
        <button
          type="button"
          className="button button--small"
          onClick={() =>
            void copyText(link).then((ok) =>
              setCopied(ok ? 'Link copied.' : 'Copying is blocked here: select the link.'),
            )
          }
        >
          Copy link
        </button>
      </p>
      <p role="status" className="live-hint">
        {copied}
      </p>
    </section>
  );
}
