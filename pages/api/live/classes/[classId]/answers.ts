import type { NextApiRequest, NextApiResponse } from 'next';
import { answerBody } from '@/lib/live/contract';
import { readBodyFromNode, respondOnNode } from '@/lib/live/http';
import { bearer } from '@/lib/live/keys';
import { liveDeps } from '@/lib/live/server';
import type { Outcome } from '@/lib/live/outcome';
import { answer } from '@/lib/live/service';

/**
 * POST …/answers on the Pages Router, beside the event stream: Node's own request and response, no web
 * Request or Response built around each of a room's answers. The body is read by the capped reader.
 */
export const config = { api: { bodyParser: false } };

export default async function answers(req: NextApiRequest, res: NextApiResponse) {
  const started = performance.now();
  const outcome = await handle(req);
  // The server's own share of an acknowledgement (the bench reads it): from handler entry to the response
  // written. Socket time is left out: connecting, routing before the handler, and the response's way back.
  res.setHeader('Server-Timing', `app;dur=${(performance.now() - started).toFixed(1)}`);
  respondOnNode(res, outcome);
}

async function handle(req: NextApiRequest): Promise<Outcome> {
  if (req.method !== 'POST')
    return { status: 405, body: { error: 'An answer is sent with POST.' }, headers: { Allow: 'POST' } };
  const body = await readBodyFromNode(req, answerBody);
  if (!body.ok) return body.outcome;
  const key = bearer(req.headers.authorization ?? null);
  return answer(await liveDeps(), String(req.query.classId), key, body.value);
}
