import { useState } from 'react';
import { useLab, useLabState } from '../../lab-context';
import { BookingOutcome } from './booking-outcome';

// The room and length are fixed so the walkthrough is about the retry, not the form.
const ROOM = 'studio';
const DURATION = 30;

/** design-review-1 → design-review-2; any other key gets "-2". */
export function nextKey(key: string): string {
  const m = /^(.*?)(\d+)$/.exec(key);
  return m ? `${m[1]}${Number(m[2]) + 1}` : `${key}-2`;
}

/** Book, lose the answer, confirm by reading, retry with the same key or a new one. */
export function BookingWalkthrough() {
  const lab = useLab();
  const busy = useLabState((s) => s.busy);
  const [title, setTitle] = useState('Design review');
  const [date, setDate] = useState('2026-09-16');
  const [start, setStart] = useState('10:00');
  const [requestKey, setRequestKey] = useState('design-review-1');

  const book = (key: string) =>
    void lab.callTool('book_meeting', { title, date, start, durationMinutes: DURATION, roomId: ROOM, requestKey: key });

  const retryWithNewKey = () => {
    const key = nextKey(requestKey);
    setRequestKey(key);
    book(key);
  };

  return (
    <div className="faults-panel__block">
      <h4 className="faults-panel__subtitle">Booking walkthrough</h4>
      <p>
        Arm “Drop the next response”, book, then confirm by reading before you retry. Room {ROOM}, {DURATION} minutes.
      </p>
      <fieldset className="faults-booking__form">
        <legend>Meeting</legend>
        <label>
          <span>Title</span>
          <input className="field-control" value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label>
          <span>Date</span>
          <input className="field-control" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label>
          <span>Start</span>
          <input className="field-control" type="time" value={start} onChange={(e) => setStart(e.target.value)} />
        </label>
        <label>
          <span>Request key</span>
          <input className="field-control" value={requestKey} onChange={(e) => setRequestKey(e.target.value)} />
        </label>
      </fieldset>
      <div className="faults-panel__buttons">
        <button type="button" className="button button--primary" disabled={!!busy} onClick={() => book(requestKey)}>
          Book meeting
        </button>
        <button
          type="button"
          className="button"
          disabled={!!busy}
          onClick={() => void lab.callTool('find_booking', { requestKey })}
        >
          Confirm by reading
        </button>
        <button type="button" className="button" disabled={!!busy} onClick={() => book(requestKey)}>
          Retry with the same key
        </button>
        <button type="button" className="button" disabled={!!busy} onClick={retryWithNewKey}>
          Retry with a new key
        </button>
      </div>
      <BookingOutcome />
    </div>
  );
}
