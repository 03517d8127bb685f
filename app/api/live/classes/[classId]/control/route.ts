import { MAX_CONTROL_BODY_BYTES, controlBody } from '@/lib/live/contract';
import { readBody, respond } from '@/lib/live/http';
import { bearer } from '@/lib/live/keys';
import { liveDeps } from '@/lib/live/server';
import { control } from '@/lib/live/service';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ classId: string }> }) {
  // A larger cap here only: a predict question's reveal carries the lab's exchange.
  const body = await readBody(request, controlBody, MAX_CONTROL_BODY_BYTES);
  if (!body.ok) return respond(body.outcome);
  const { classId } = await params;
  return respond(await control(await liveDeps(), classId, bearer(request.headers.get('authorization')), body.value));
}
