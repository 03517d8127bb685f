import { ResourceNotFoundError, ResourceTemplate, type McpServer } from '@modelcontextprotocol/server';
import { ATRIUM_FLOORPLAN_PNG, CALENDAR_ICON_PNG } from './assets';
import type { CalendarEvent, CalendarWorld } from './calendar-world';

/** Every URI a tool's resource_link points at is registered below, so resources/read can follow it. */
export const FLOORPLAN_URI = 'calendar://rooms/atrium/floorplan.png';
export const ICON_URI = 'calendar://assets/calendar-icon.png';
export const POLICY_URI = 'calendar://policies/booking.md';
export const EVENT_URI_TEMPLATE = 'calendar://events/{eventId}';
export const eventUri = (eventId: string) => `calendar://events/${eventId}`;

/** Byte length of base64 data: resource and link `size` counts raw bytes, not base64 characters. */
export function base64Bytes(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return (data.length / 4) * 3 - padding;
}

export function bookingPolicy(world: CalendarWorld): string {
  return [
    '# Booking policy',
    '',
    `- The calendar's date today is ${world.today}. Meetings cannot be booked on earlier dates.`,
    '- Rooms can be booked between 08:00 and 18:00, for 15 minutes to 10 hours.',
    '- A room holds one meeting at a time; a clash means nothing is booked.',
    '- Send a `requestKey` with every booking and reuse it on retries: the same key returns the same booking.',
    '- Cancelling asks the person to confirm first.',
    '',
  ].join('\n');
}

/** The JSON an event resource returns; also what get_event puts in structuredContent. */
export function eventJson(event: CalendarEvent): string {
  return JSON.stringify(event, null, 2);
}

export function registerCalendarResources(mcp: McpServer, world: CalendarWorld): void {
  mcp.registerResource(
    'atrium-floorplan',
    FLOORPLAN_URI,
    {
      title: 'Atrium floor plan',
      description: 'A 32×32 plan of the Atrium: walls, windows, door, the table and its chairs.',
      mimeType: 'image/png',
      size: base64Bytes(ATRIUM_FLOORPLAN_PNG),
    },
    () => ({ contents: [{ uri: FLOORPLAN_URI, mimeType: 'image/png', blob: ATRIUM_FLOORPLAN_PNG }] }),
  );

  mcp.registerResource(
    'calendar-icon',
    ICON_URI,
    { title: 'Calendar icon', mimeType: 'image/png', size: base64Bytes(CALENDAR_ICON_PNG) },
    () => ({ contents: [{ uri: ICON_URI, mimeType: 'image/png', blob: CALENDAR_ICON_PNG }] }),
  );

  mcp.registerResource(
    'booking-policy',
    POLICY_URI,
    { title: 'Booking policy', description: 'The rules book_meeting enforces.', mimeType: 'text/markdown' },
    () => ({ contents: [{ uri: POLICY_URI, mimeType: 'text/markdown', text: bookingPolicy(world) }] }),
  );

  // One template for all events: book_meeting links to the event it created, which did not exist at start.
  const events = new ResourceTemplate(EVENT_URI_TEMPLATE, {
    list: () => ({
      resources: world.allEvents().map((e) => ({
        uri: eventUri(e.id),
        name: e.id,
        title: e.title,
        mimeType: 'application/json',
      })),
    }),
  });
  mcp.registerResource(
    'event',
    events,
    {
      title: 'Calendar event',
      description: 'One event as JSON, cancelled ones included.',
      mimeType: 'application/json',
    },
    (uri, variables) => {
      const id = variables.eventId;
      const event = typeof id === 'string' ? world.event(id) : undefined;
      if (!event) throw new ResourceNotFoundError(uri.href, `No event at ${uri.href}`);
      return { contents: [{ uri: eventUri(event.id), mimeType: 'application/json', text: eventJson(event) }] };
    },
  );
}
