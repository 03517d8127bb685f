import { createClassBody } from '@/lib/live/contract';
import { readBody, respond } from '@/lib/live/http';
import { liveDeps } from '@/lib/live/server';
import { createClass } from '@/lib/live/service';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  const body = await readBody(request, createClassBody);
  if (!body.ok) return respond(body.outcome);
  return respond(await createClass(await liveDeps(), body.value));
}
