import Link from 'next/link';
import { SearchLauncher } from '@/components/search/search-launcher';
import { SiteNav } from './site-nav';
import { ThemeToggle } from './theme-toggle';

/** One row at every width: on narrow screens the links go into a menu and search and theme become icons. */
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
        <SiteNav>
          <Link href="/#lessons">Lessons</Link>
          <Link href="/#cards">Cards</Link>
          <Link href="/lab">Lab</Link>
          <Link href="/quiz">Quiz</Link>
          <Link href="/live">Live</Link>
        </SiteNav>
        <div className="site-header__tools">
          <SearchLauncher />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
