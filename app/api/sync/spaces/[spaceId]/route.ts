import { clientAddress } from '@/lib/live/rate-limit';
import { syncResponse } from '@/lib/sync/outcome';
import { syncDeps } from '@/lib/sync/server';
import { deleteSpace, getSpace, putSpace } from '@/lib/sync/service';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ spaceId: string }> };
type UseCase = typeof putSpace;

async function handle(action: UseCase, request: Request, { params }: Context): Promise<Response> {
  const { spaceId } = await params;
  const address = clientAddress(request.headers.get('x-forwarded-for'));
  return syncResponse(await action(await syncDeps(), spaceId, request, address));
}

export const PUT = (request: Request, context: Context) => handle(putSpace, request, context);
export const GET = (request: Request, context: Context) => handle(getSpace, request, context);
export const DELETE = (request: Request, context: Context) => handle(deleteSpace, request, context);
