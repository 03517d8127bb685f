import { answerBody } from '@/lib/live/contract';
import { readBody, respond } from '@/lib/live/http';
import { bearer } from '@/lib/live/keys';
import { liveDeps } from '@/lib/live/server';
import { answer } from '@/lib/live/service';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ classId: string }> }) {
  const body = await readBody(request, answerBody);
  if (!body.ok) return respond(body.outcome);
  const { classId } = await params;
  return respond(await answer(await liveDeps(), classId, bearer(request.headers.get('authorization')), body.value));
}
