'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { JOIN_CODE_LENGTH, NICKNAME_MAX, joinCode as joinCodeSchema } from '@/lib/live/contract';
import { saveSeat, seatForCode } from './learner-seat';
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
  // This device joined the linked class already (another tab, the QR scanned again): the same learner goes back in.
  const [resume] = useState(() => seatIn(fromLink));
  useEffect(() => {
    if (resume) router.replace(classPage(resume.classId));
  }, [resume, router]);

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
    const seated = seatIn(parsedCode.data);
    if (seated) return router.push(classPage(seated.classId));
    const name = nickname.trim();
    if (!name) return fail({ field: 'nickname', message: 'Choose a nickname: it is how the class sees you.' });
    setBusy(true);
    const result = await joinClass(parsedCode.data, name);
    setBusy(false);
    if (result.ok) {
      const { classId, learnerId, learnerKey } = result.value;
      saveSeat(window.localStorage, classId, {
        learnerId,
        learnerKey,
        nickname: name,
        joinCode: parsedCode.data,
        joinedAt: Date.now(),
      });
      router.push(classPage(classId));
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
  if (resume)
    return (
      <p role="status" className="live-big">
        You joined this class as {resume.seat.nickname} on this device. Going back in…
      </p>
    );
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

const classPage = (classId: string) => `/live/class?id=${encodeURIComponent(classId)}`;

/** The seat this device holds in the class with this code, if any. */
function seatIn(code: string) {
  const parsed = joinCodeSchema.safeParse(code.replace(/[\s-]/g, ''));
  if (!parsed.success) return null;
  try {
    return seatForCode(window.localStorage, parsed.data);
  } catch {
    return null;
  }
}
