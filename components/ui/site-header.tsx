import { SearchLauncher } from '@/components/search/search-launcher';
import { LabLink } from '@/components/lab/lab-link';
import { engineFiles } from '@/lib/mcp/lab/engine-files.node';
import { IntentLink } from './intent-link';
import { SiteNav } from './site-nav';
import { ThemeToggle } from './theme-toggle';

/** One row at every width: on narrow screens the links go into a menu and search and theme become icons. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <IntentLink href="/" className="site-header__brand">
          <span aria-hidden="true" className="site-header__logo">
            ⟨⟩
          </span>
          MCPA Lab
        </IntentLink>
        <SiteNav>
          <IntentLink href="/#lessons">Lessons</IntentLink>
          <IntentLink href="/#cards">Cards</IntentLink>
          <LabLink files={engineFiles()}>Lab</LabLink>
          <IntentLink href="/exercises">Exercises</IntentLink>
          <IntentLink href="/quiz">Quiz</IntentLink>
          <IntentLink href="/live">Live</IntentLink>
        </SiteNav>
        <div className="site-header__tools">
          <SearchLauncher />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
