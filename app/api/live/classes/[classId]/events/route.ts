import { respond, sseResponse } from '@/lib/live/http';
import { bearer } from '@/lib/live/keys';
import { liveDeps } from '@/lib/live/server';
import { openStream } from '@/lib/live/stream';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ classId: string }> }) {
  const { classId } = await params;
  const opened = await openStream(
    await liveDeps(),
    classId,
    bearer(request.headers.get('authorization')),
    request.headers.get('last-event-id'),
  );
  return 'stream' in opened ? sseResponse(opened.stream) : respond(opened);
}
