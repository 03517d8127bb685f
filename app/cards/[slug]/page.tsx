import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PrintButton } from '@/components/course/print-button';
import { MdxContent } from '@/components/mdx/mdx-content';
import { getCard, getCards } from '@/lib/content/load.server';

export const dynamicParams = false;

export function generateStaticParams() {
  return getCards().map((c) => ({ slug: c.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const card = getCard((await params).slug);
  return card ? { title: card.title, description: card.summary } : {};
}

export default async function CardPage({ params }: Props) {
  const card = getCard((await params).slug);
  if (!card) notFound();
  return (
    <article className="page page--card">
      <header className="card-header">
        <p className="eyebrow">Reference card · MCP 2026-07-28</p>
        <h1>{card.title}</h1>
        <p className="lead">{card.summary}</p>
        <div className="card-header__actions no-print">
          <PrintButton />
          <Link href="/#cards">All cards</Link>
        </div>
      </header>
      <div className="prose prose--card">
        <MdxContent code={card.code} />
      </div>
      <p className="card-footer">
        MCPA Lab · corrected against the MCP specification, revision 2026-07-28 · based on the card “{card.source}”
      </p>
    </article>
  );
}
