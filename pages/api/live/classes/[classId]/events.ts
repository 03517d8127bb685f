import type { NextApiRequest, NextApiResponse } from 'next';
import { respondOnNode, sseHeaders } from '@/lib/live/http';
import { bearer } from '@/lib/live/keys';
import { liveDeps } from '@/lib/live/server';
import { serveSse } from '@/lib/live/sse';
import { openStream } from '@/lib/live/stream';

/**
 * GET …/events on the Pages Router (as the answers POST): it gets Node's own request and response, so each of
 * a room's hundreds of streams is written with `res.write` instead of through a web stream piped into the
 * response (lib/live/sse.ts). No body to parse, no cap on what it sends.
 */
export const config = { api: { bodyParser: false, responseLimit: false } };

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

export default async function events(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return respondOnNode(res, { status: 405, body: { error: 'An event stream is read with GET.' } });
  }
  const opened = await openStream(
    await liveDeps(),
    String(req.query.classId),
    bearer(header(req.headers.authorization)),
    header(req.headers['last-event-id']),
  );
  if ('sse' in opened) serveSse(opened.sse, res, sseHeaders());
  else respondOnNode(res, opened);
}
