'use client';

import { useState } from 'react';
import { copyText } from '@/components/ui/download';
import { QrCode } from './qr-code';
import { useJoinOrigin, type JoinOriginState } from './use-join-origin';

/** What the room needs to join, big enough to read from the back: the code, the link and its QR code. */
export function JoinPanel({ joinCode, compact }: { joinCode: string; compact: boolean }) {
  const { state, choose } = useJoinOrigin();
  const [copied, setCopied] = useState('');
  const origin = state.status === 'loading' ? null : state.origin;
  const link = origin ? `${origin}/live?code=${joinCode}` : null;
  return (
    <section
      className={compact ? 'live-join-panel live-join-panel--compact' : 'live-join-panel'}
      aria-labelledby="join-title"
    >
      <h2 id="join-title">{origin ? `Join at ${origin.replace(/^https?:\/\//, '')}/live` : 'Join the class'}</h2>
      <p className="live-join-panel__code">
        <span className="live-join-panel__label">Code</span> <span className="live-code">{joinCode}</span>
      </p>
      {link ? (
        <QrCode text={link} label={`QR code for the join link ${link}`} size={compact ? 120 : 220} />
      ) : (
        <p role="status">Finding this computer’s address on the network…</p>
      )}
      {link ? (
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
      ) : null}
      <OriginNote state={state} onChoose={choose} />
      <p role="status" className="live-hint">
        {copied}
      </p>
    </section>
  );
}

/** Which address the link carries when that is a choice, or why learners may not reach it. */
function OriginNote({ state, onChoose }: { state: JoinOriginState; onChoose: (origin: string) => void }) {
  if (state.status === 'failed')
    return (
      <p className="live-hint" role="alert">
        The server did not say its network address ({state.error}) The link is this page’s own address.
      </p>
    );
  if (state.status !== 'ready') return null;
  if (state.kind === 'this-machine-only')
    return (
      <p className="live-hint" role="alert">
        This computer is on no network, so the class is reachable only on this machine. Connect it to the room’s Wi-Fi
        and reload, or set LIVE_PUBLIC_URL.
      </p>
    );
  if (state.kind !== 'network' || state.origins.length < 2) return null;
  return (
    <label className="live-field live-join-panel__origin">
      <span>Address for learners (on their network)</span>
      <select className="field-control" value={state.origin} onChange={(e) => onChoose(e.target.value)}>
        {state.origins.map((o) => (
          <option key={o} value={o}>
            {o.replace(/^https?:\/\//, '')}
          </option>
        ))}
      </select>
    </label>
  );
}
