import type { TraceMessage } from '@/lib/live/contract';

const SETUP_METHODS = new Set(['server/discover', 'initialize', 'notifications/initialized']);

/** Splits the connection's setup (discovery or the legacy handshake, and their answers) from what the step did. */
export function splitSetup(messages: readonly TraceMessage[]) {
  const setupIds = new Set<unknown>();
  const setup: TraceMessage[] = [];
  const step: TraceMessage[] = [];
  for (const m of messages) {
    const method = typeof m.message.method === 'string' ? m.message.method : null;
    const isSetup = method ? SETUP_METHODS.has(method) : m.direction === 'to-client' && setupIds.has(m.message.id);
    if (isSetup && method && 'id' in m.message) setupIds.add(m.message.id);
    (isSetup ? setup : step).push(m);
  }
  return { setup, step };
}
