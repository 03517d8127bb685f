import { bookingStateLabels, type BookingState } from '@/lib/mcp/outcome';
import { useLabState } from '../../lab-context';

const icons: Record<BookingState['state'], string> = {
  reported: '✎',
  pending: '?',
  confirmed: '✓',
  'never-happened': '∅',
  failed: '✗',
};

function detail(b: BookingState): string {
  switch (b.state) {
    case 'reported':
    case 'confirmed':
      return `Event ${b.eventId}.`;
    case 'failed':
      return b.reason;
    case 'pending':
    case 'never-happened':
      return b.requestKey ? `Request key "${b.requestKey}".` : 'No request key was sent.';
  }
}

/** What the learner may truthfully say about the booking, in words and with an icon of its own. */
export function BookingOutcome() {
  const booking = useLabState((s) => s.booking);
  const lastCall = useLabState((s) => s.lastCall);
  const structured =
    lastCall?.tool === 'book_meeting' && lastCall.outcome.channel === 'success'
      ? (lastCall.outcome.result.structuredContent as { replayed?: unknown; eventId?: unknown } | undefined)
      : undefined;
  return (
    <div className="faults-booking__outcome" role="status">
      {booking ? (
        <>
          <p className={`faults-booking__state faults-booking__state--${booking.state}`}>
            <span aria-hidden="true" className="faults-booking__icon">
              {icons[booking.state]}
            </span>{' '}
            <strong>{bookingStateLabels[booking.state]}</strong>
          </p>
          <p>{detail(booking)}</p>
          {structured?.replayed === true ? (
            <p>
              ↺ The server replayed the booking made earlier with this key ({String(structured.eventId)}): no new
              meeting was created.
            </p>
          ) : null}
        </>
      ) : (
        <p>No booking attempted yet.</p>
      )}
    </div>
  );
}
