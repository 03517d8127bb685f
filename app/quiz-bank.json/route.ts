import { loadContent } from '@/lib/content/load.server';

// The question bank, written by `npm run content`; served as a static file, fetched by the quiz pages.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(loadContent().questions);
}
