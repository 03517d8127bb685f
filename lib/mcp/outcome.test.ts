import { afterEach, describe, expect, it } from 'vitest';
import { LabSession } from './client/session';
import { afterBooking, afterRead } from './outcome';

let session: LabSession;
afterEach(async () => session.close());

const booking = { title: 'Retro', date: '2026-09-18', start: '15:00', durationMinutes: 45, roomId: 'atrium' };

describe('booking outcome over the real wire', () => {
  it('dropped response → pending; the read finds it → confirmed', async () => {
    session = await LabSession.open();
    session.faults.dropNextResponse();
    const state = afterBooking(
      await session.callTool('book_meeting', { ...booking, requestKey: 'retro-1' }),
      'retro-1',
    );
    expect(state).toEqual({ state: 'pending', requestKey: 'retro-1' });
    const confirmed = afterRead(state, await session.callTool('find_booking', { requestKey: 'retro-1' }));
    expect(confirmed).toMatchObject({ state: 'confirmed', eventId: expect.stringMatching(/^evt-/) });
  });

  it('dropped response to a call that booked nothing → pending; the read shows it never happened', async () => {
    session = await LabSession.open();
    session.faults.dropNextResponse();
    const state = afterBooking(
      await session.callTool('book_meeting', { ...booking, date: '2026-01-01', requestKey: 'retro-2' }),
      'retro-2',
    );
    expect(state.state).toBe('pending');
    expect(afterRead(state, await session.callTool('find_booking', { requestKey: 'retro-2' }))).toEqual({
      state: 'never-happened',
      requestKey: 'retro-2',
    });
  });

  it('a delivered success is only reported; a delivered isError is failed', async () => {
    session = await LabSession.open();
    expect(afterBooking(await session.callTool('book_meeting', booking))).toMatchObject({ state: 'reported' });
    expect(afterBooking(await session.callTool('book_meeting', { ...booking, date: '2020-01-01' }))).toMatchObject({
      state: 'failed',
      reason: expect.stringMatching(/past/i),
    });
  });
});
