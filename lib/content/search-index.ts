import MiniSearch from 'minisearch';
import { searchOptions } from './search-options';
import type { BuiltContent, SearchDoc } from './types';


export function searchDocs(content: Pick<BuiltContent, 'lessons' | 'cards'>): SearchDoc[] {
  const pages = [
    ...content.lessons.map((l) => ({ kind: 'lesson' as const, base: `/lessons/${l.slug}`, page: l })),
    ...content.cards.map((c) => ({ kind: 'card' as const, base: `/cards/${c.slug}`, page: c })),
  ];
  return pages.flatMap(({ kind, base, page }) =>
    page.searchSections.map((s) => ({
      id: `${base}#${s.anchor}`,
      href: s.anchor ? `${base}#${s.anchor}` : base,
      kind,
      page: page.title,
      heading: s.heading || page.title,
      text: s.text,
    })),
  );
}

export function buildSearchIndex(docs: SearchDoc[]): string {
  const index = new MiniSearch<SearchDoc>({ ...searchOptions, searchOptions: { ...searchOptions.searchOptions } });
  index.addAll(docs);
  return JSON.stringify(index);
}
