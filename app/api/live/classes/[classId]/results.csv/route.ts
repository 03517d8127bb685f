import { livePolicy, respond } from '@/lib/live/http';
import { bearer } from '@/lib/live/keys';
import { liveDeps } from '@/lib/live/server';
import { hostResults } from '@/lib/live/service';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ classId: string }> }) {
  const { classId } = await params;
  const out = await hostResults(await liveDeps(), classId, bearer(request.headers.get('authorization')));
  if (out.status !== 200 || !('csv' in out.body)) return respond(out);
  return new Response(out.body.csv, {
    headers: {
      ...livePolicy(),
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="live-class-results.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
