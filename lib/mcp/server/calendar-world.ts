/**
 * The lab server's domain: a small team calendar held in memory. Plain data and plain methods, no I/O and
 * no clock, so the same calls always give the same answers and recorded traces are reproducible.
 */

/** The lab calendar's fixed "today". The real clock is never read, so traces don't drift by date. */
export const LAB_TODAY = '2026-09-14';
/** Bookable hours each day, as minutes after midnight (08:00–18:00). */
export const WORKING_HOURS = { start: 8 * 60, end: 18 * 60 } as const;

export interface Room {
  id: string;
  name: string;
  capacity: number;
  floor: number;
}
export interface Person {
  id: string;
  name: string;
  email: string;
}
export type EventStatus = 'confirmed' | 'cancelled';
export interface CalendarEvent {
  id: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  start: string;
  end: string;
  roomId: string;
  /** Person ids. */
  attendees: string[];
  status: EventStatus;
}
/** What book_meeting recorded: the event it created and the request key it was made with, if any. */
export interface Booking {
  eventId: string;
  requestKey?: string;
}
/** A tentative hold on a room; it blocks the slot like an event does. */
export interface Hold {
  id: string;
  date: string;
  start: string;
  end: string;
  roomId: string;
}
export interface TimeWindow {
  start: string;
  end: string;
}
export interface BookingRequest {
  title: string;
  date: string;
  start: string;
  end: string;
  roomId: string;
  attendees: string[];
  requestKey?: string;
}
export interface BookingOutcome {
  booking: Booking;
  event: CalendarEvent;
  /** True when the request key was seen before: nothing new was created. */
  replayed: boolean;
}
export type CancelOutcome = 'cancelled' | 'already-cancelled' | 'not-found';
/** A reminder notify_attendees "sent": it lands in this outbox, nothing leaves the lab. */
export interface SentReminder {
  eventId: string;
  to: string[];
  text: string;
}

export const ROOMS: readonly Room[] = [
  { id: 'atrium', name: 'Atrium', capacity: 12, floor: 1 },
  { id: 'studio', name: 'Studio', capacity: 6, floor: 2 },
  { id: 'nook', name: 'Nook', capacity: 4, floor: 2 },
];

export const PEOPLE: readonly Person[] = [
  { id: 'ana', name: 'Ana Silva', email: 'ana@example.com' },
  { id: 'raj', name: 'Raj Patel', email: 'raj@example.com' },
  { id: 'mei', name: 'Mei Chen', email: 'mei@example.com' },
  { id: 'tom', name: 'Tom Berg', email: 'tom@example.com' },
  { id: 'lea', name: 'Léa Martin', email: 'lea@example.com' },
];

export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

export function fromMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function weekday(date: string): string {
  const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  return names[new Date(`${date}T00:00:00Z`).getUTCDay()];
}

/** Seed events, relative to today so a world with another `today` still has a past, a today and a future. */
const SEED: readonly (Omit<CalendarEvent, 'id' | 'date' | 'status'> & { day: number })[] = [
  {
    day: -3,
    title: 'Sprint retro',
    start: '16:00',
    end: '17:00',
    roomId: 'atrium',
    attendees: ['ana', 'raj', 'mei', 'tom'],
  },
  { day: 0, title: 'Stand-up', start: '09:30', end: '09:45', roomId: 'nook', attendees: ['ana', 'raj', 'mei'] },
  {
    day: 0,
    title: 'Sprint planning',
    start: '14:00',
    end: '15:00',
    roomId: 'atrium',
    attendees: ['ana', 'raj', 'mei', 'tom', 'lea'],
  },
  { day: 1, title: 'Design review', start: '11:00', end: '11:45', roomId: 'studio', attendees: ['ana', 'mei'] },
  { day: 2, title: '1:1 Ana / Raj', start: '10:00', end: '10:30', roomId: 'nook', attendees: ['ana', 'raj'] },
];

export class CalendarWorld {
  readonly today: string;
  readonly rooms = ROOMS;
  readonly people = PEOPLE;
  readonly outbox: SentReminder[] = [];
  // A Map keeps insertion order, so listings are stable without a clock.
  private readonly events = new Map<string, CalendarEvent>();
  private readonly bookingList: Booking[] = [];
  private holdList: Hold[] = [];
  private nextEvent = 1001;
  private nextHold = 1;

  constructor(options: { today?: string } = {}) {
    this.today = options.today ?? LAB_TODAY;
    if (!isIsoDate(this.today)) throw new RangeError(`today must be a YYYY-MM-DD date, got "${this.today}"`);
    // Fields in a fixed order (id first) so the JSON in traces reads the same for seeded and booked events.
    for (const { day, title, start, end, roomId, attendees } of SEED) {
      const id = `evt-${this.nextEvent++}`;
      const date = addDays(this.today, day);
      this.events.set(id, { id, title, date, start, end, roomId, attendees: [...attendees], status: 'confirmed' });
    }
  }

  room(id: string): Room | undefined {
    return this.rooms.find((r) => r.id === id);
  }

  person(id: string): Person | undefined {
    return this.people.find((p) => p.id === id);
  }

  event(id: string): CalendarEvent | undefined {
    return this.events.get(id);
  }

  /** Every event ever created, cancelled ones included (they stay readable as resources). */
  allEvents(): CalendarEvent[] {
    return [...this.events.values()];
  }

  /** Confirmed events on a date, by start time. */
  eventsOn(date: string): CalendarEvent[] {
    return this.allEvents()
      .filter((e) => e.date === date && e.status === 'confirmed')
      .sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
  }

  bookings(): readonly Booking[] {
    return this.bookingList;
  }

  holds(): readonly Hold[] {
    return this.holdList;
  }

  /** What already occupies a room in a time range: a confirmed event or a hold. */
  conflict(date: string, roomId: string, start: string, end: string): CalendarEvent | Hold | undefined {
    const [from, to] = [toMinutes(start), toMinutes(end)];
    const overlaps = (x: { date: string; roomId: string; start: string; end: string }) =>
      x.date === date && x.roomId === roomId && toMinutes(x.start) < to && from < toMinutes(x.end);
    return this.eventsOn(date).find(overlaps) ?? this.holdList.find(overlaps);
  }

  /** Free stretches of a room within working hours that are at least `minMinutes` long. */
  freeWindows(date: string, roomId: string, minMinutes: number): TimeWindow[] {
    const busy = [...this.eventsOn(date), ...this.holdList.filter((h) => h.date === date)]
      .filter((x) => x.roomId === roomId)
      .map((x) => [toMinutes(x.start), toMinutes(x.end)] as const)
      .sort((a, b) => a[0] - b[0]);
    const windows: TimeWindow[] = [];
    let cursor: number = WORKING_HOURS.start;
    for (const [from, to] of [...busy, [WORKING_HOURS.end, WORKING_HOURS.end] as const]) {
      const end = Math.min(from, WORKING_HOURS.end);
      if (end - cursor >= minMinutes) windows.push({ start: fromMinutes(cursor), end: fromMinutes(end) });
      cursor = Math.max(cursor, to);
    }
    return windows;
  }

  /** Fraction of a room's working hours taken by confirmed events on a date (0–1). */
  occupancy(roomId: string, date: string): number {
    const booked = this.eventsOn(date)
      .filter((e) => e.roomId === roomId)
      .reduce((sum, e) => sum + toMinutes(e.end) - toMinutes(e.start), 0);
    return booked / (WORKING_HOURS.end - WORKING_HOURS.start);
  }

  bookingByKey(requestKey: string): BookingOutcome | undefined {
    const booking = this.bookingList.find((b) => b.requestKey === requestKey);
    const event = booking && this.events.get(booking.eventId);
    return booking && event ? { booking, event, replayed: true } : undefined;
  }

  /**
   * Books a meeting. A request key seen before returns that booking unchanged (`replayed: true`), so a
   * client that lost the first response can retry safely. Validation is the caller's job (the tool's).
   */
  book(request: BookingRequest): BookingOutcome {
    if (request.requestKey !== undefined) {
      const earlier = this.bookingByKey(request.requestKey);
      if (earlier) return earlier;
    }
    const { title, date, start, end, roomId, attendees, requestKey } = request;
    const id = `evt-${this.nextEvent++}`;
    const event: CalendarEvent = {
      id,
      title,
      date,
      start,
      end,
      roomId,
      attendees: [...attendees],
      status: 'confirmed',
    };
    this.events.set(event.id, event);
    const booking: Booking = requestKey === undefined ? { eventId: event.id } : { eventId: event.id, requestKey };
    this.bookingList.push(booking);
    return { booking, event, replayed: false };
  }

  /** Cancelling twice changes nothing the second time (cancel_meeting is idempotent). */
  cancel(eventId: string): CancelOutcome {
    const event = this.events.get(eventId);
    if (!event) return 'not-found';
    if (event.status === 'cancelled') return 'already-cancelled';
    event.status = 'cancelled';
    return 'cancelled';
  }

  hold(slot: Omit<Hold, 'id'>): Hold {
    const hold = { ...slot, id: `hold-${this.nextHold++}` };
    this.holdList.push(hold);
    return hold;
  }

  /** False when there was no such hold; releasing twice is harmless. */
  release(holdId: string): boolean {
    const before = this.holdList.length;
    this.holdList = this.holdList.filter((h) => h.id !== holdId);
    return this.holdList.length < before;
  }

  remind(eventId: string, text: string): SentReminder | undefined {
    const event = this.events.get(eventId);
    if (!event) return undefined;
    const to = event.attendees.map((id) => this.person(id)?.email ?? id);
    const reminder = { eventId, to, text };
    this.outbox.push(reminder);
    return reminder;
  }
}
