import { SearchLauncher } from '@/components/search/search-launcher';
import { engineFiles } from '@/lib/mcp/lab/engine-files.node';
import { LabLink } from '@/components/lab/lab-link';
import { IntentLink } from './intent-link';
import { ThemeToggle } from './theme-toggle';

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
        <nav aria-label="Main" className="site-header__nav">
          <IntentLink href="/#lessons">Lessons</IntentLink>
          <IntentLink href="/#cards">Cards</IntentLink>
          <LabLink files={engineFiles()}>Lab</LabLink>
          <IntentLink href="/quiz">Quiz</IntentLink>
        </nav>
        <div className="site-header__tools">
          <SearchLauncher />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
