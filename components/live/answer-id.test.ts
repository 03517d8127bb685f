import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answerBody } from '@/lib/live/contract';
import { newAnswerId } from './answer-id';

describe('newAnswerId', () => {
  it('makes an answerId the server accepts without crypto.randomUUID (a page on http://192.168.x.x)', () => {
    const insecure = { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) };
    const ids = new Set(Array.from({ length: 200 }, () => newAnswerId(insecure)));
    expect(ids.size).toBe(200);
    for (const answerId of ids) {
      expect(answerId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(answerBody.safeParse({ answerId, questionId: 'q', response: { choice: 'a' } }).success).toBe(true);
    }
  });

  it('uses crypto.randomUUID where the context has it', () => {
    expect(newAnswerId({ getRandomValues: <T>(a: T) => a, randomUUID: () => 'from-randomUUID' })).toBe(
      'from-randomUUID',
    );
  });
});
