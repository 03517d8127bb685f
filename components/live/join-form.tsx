'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { JOIN_CODE_LENGTH, NICKNAME_MAX, joinCode as joinCodeSchema, learnerStorageKey } from '@/lib/live/contract';
import { joinClass } from './live-api';
import { useSearchParams } from './use-search-params';

type Problem = { field: 'code' | 'nickname' | 'form'; message: string } | null;

/** Join a class: the code from the instructor's screen (or the QR link, which fills it in) and a nickname. */
export function JoinForm() {
  const params = useSearchParams();
  const router = useRouter();
  const fromLink = (params?.get('code') ?? '').toUpperCase().slice(0, 12);
  const [typedCode, setCode] = useState<string | null>(null);
  const code = typedCode ?? fromLink;
  const [nickname, setNickname] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);
  const [waitUntil, setWaitUntil] = useState(0);
  const [now, setNow] = useState(0);
  const codeInput = useRef<HTMLInputElement>(null);
  const nicknameInput = useRef<HTMLInputElement>(null);

  // While rate-limited, the button counts down the seconds the server asked for.
  useEffect(() => {
    if (!waitUntil) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waitUntil]);
  const waitSeconds = Math.max(0, Math.ceil((waitUntil - now) / 1000));

  const fail = (p: NonNullable<Problem>) => {
    setProblem(p);
    (p.field === 'code' ? codeInput : nicknameInput).current?.focus();
  };

  const submit = async () => {
    const parsedCode = joinCodeSchema.safeParse(code.replace(/[\s-]/g, ''));
    if (!parsedCode.success)
      return fail({
        field: 'code',
        message: `A join code is ${JOIN_CODE_LENGTH} letters and digits, as on the instructor's screen.`,
      });
    const name = nickname.trim();
    if (!name) return fail({ field: 'nickname', message: 'Choose a nickname: it is how the class sees you.' });
    setBusy(true);
    const result = await joinClass(parsedCode.data, name);
    setBusy(false);
    if (result.ok) {
      const { classId, learnerId, learnerKey } = result.value;
      window.localStorage.setItem(
        learnerStorageKey(classId),
        JSON.stringify({ learnerId, learnerKey, nickname: name }),
      );
      router.push(`/live/class?id=${encodeURIComponent(classId)}`);
      return;
    }
    if (result.status === 429) {
      const seconds = result.retryAfter ?? 30;
      setNow(Date.now());
      setWaitUntil(Date.now() + seconds * 1000);
      return fail({
        field: 'form',
        message: `Too many tries from this network. Wait ${seconds} seconds, then try again.`,
      });
    }
    if (result.status === 404)
      return fail({
        field: 'code',
        message: `No class has the code ${parsedCode.data}. Check it on the instructor's screen.`,
      });
    const aboutName = /nickname|name/i.test(result.error);
    fail({ field: aboutName ? 'nickname' : 'form', message: result.error });
  };

  const describedBy = (field: 'code' | 'nickname') => (problem?.field === field ? 'join-problem' : undefined);
  return (
    <form
      className="live-join"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label className="live-field">
        <span>Join code</span>
        <input
          ref={codeInput}
          className="field-control live-code-input"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          aria-invalid={problem?.field === 'code' || undefined}
          aria-describedby={describedBy('code')}
        />
      </label>
      <label className="live-field">
        <span>Nickname</span>
        <input
          ref={nicknameInput}
          className="field-control"
          value={nickname}
          onChange={(e) => setNickname(e.target.value)}
          autoComplete="nickname"
          maxLength={NICKNAME_MAX}
          aria-invalid={problem?.field === 'nickname' || undefined}
          aria-describedby={describedBy('nickname')}
        />
        <span className="live-hint">
          Up to {NICKNAME_MAX} letters, digits, spaces, - _ or . — shown to the whole class.
        </span>
      </label>
      <p id="join-problem" className="live-problem" role="alert">
        {problem?.message ?? ''}
      </p>
      <button type="submit" className="button button--primary live-join__submit" disabled={busy || waitSeconds > 0}>
        {busy ? 'Joining…' : waitSeconds > 0 ? `Try again in ${waitSeconds} s` : 'Join the class'}
      </button>
    </form>
  );
}
