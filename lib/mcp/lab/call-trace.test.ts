import { afterEach, describe, expect, it } from 'vitest';
import { LabController } from './controller';
import { requestsSent, serverAskedForInput } from './call-trace';

let lab: LabController;
afterEach(async () => lab.disconnect());

describe('call facts from the trace', () => {
  for (const era of ['2026-07-28', '2025-11-25'] as const) {
    it(`sees the server ask for input on ${era}, and not on a plain call`, async () => {
      lab = new LabController({ era });
      await lab.connect();
      await lab.callTool('get_today', {});
      const plain = lab.getState().lastCall!.outcome;
      expect(serverAskedForInput(lab.trace(), plain.id)).toBe(false);
      await lab.callTool('cancel_meeting', { eventId: 'evt-1004' });
      const cancel = lab.getState().lastCall!.outcome;
      expect(cancel.channel).toBe('success');
      expect(serverAskedForInput(lab.trace(), cancel.id)).toBe(true);
      expect(requestsSent(lab.trace(), 'tools/call')).toBe(era === '2026-07-28' ? 3 : 2);
    });
  }
});
