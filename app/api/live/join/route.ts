import { joinBody } from '@/lib/live/contract';
import { readBody, respond } from '@/lib/live/http';
import { clientAddress } from '@/lib/live/rate-limit';
import { liveDeps } from '@/lib/live/server';
import { join } from '@/lib/live/service';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  const body = await readBody(request, joinBody);
  if (!body.ok) return respond(body.outcome);
  return respond(await join(await liveDeps(), body.value, clientAddress(request.headers.get('x-forwarded-for'))));
}
