import Link from 'next/link';
import { SearchLauncher } from '@/components/search/search-launcher';
import { ThemeToggle } from './theme-toggle';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href="/" className="site-header__brand">
          <span aria-hidden="true" className="site-header__logo">
            ⟨⟩
          </span>
          MCPA Lab
        </Link>
        <nav aria-label="Main" className="site-header__nav">
          <Link href="/#lessons">Lessons</Link>
          <Link href="/#cards">Cards</Link>
          <Link href="/lab">Lab</Link>
          <Link href="/quiz">Quiz</Link>
        </nav>
        <div className="site-header__tools">
          <SearchLauncher />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
