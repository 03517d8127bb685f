import { answerBody } from '@/lib/live/contract';
import { readBody, respond } from '@/lib/live/http';
import { bearer } from '@/lib/live/keys';
import { liveDeps } from '@/lib/live/server';
import { answer } from '@/lib/live/service';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ classId: string }> }) {
  const started = performance.now();
  const response = await handle(request, params);
  // The server's own share of an acknowledgement (the bench reads it): from handler entry to the Response
  // built. Socket time is left out: connecting, routing before the handler, and the response's way back.
  response.headers.set('Server-Timing', `app;dur=${(performance.now() - started).toFixed(1)}`);
  return response;
}

async function handle(request: Request, params: Promise<{ classId: string }>): Promise<Response> {
  const body = await readBody(request, answerBody);
  if (!body.ok) return respond(body.outcome);
  const { classId } = await params;
  return respond(await answer(await liveDeps(), classId, bearer(request.headers.get('authorization')), body.value));
}
