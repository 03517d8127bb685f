import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ServiceWorkerUpdates } from '@/components/offline/service-worker';
import { ProgressProvider } from '@/components/progress/progress-provider';
import { SiteHeader } from '@/components/ui/site-header';
import { themeBootScript } from '@/components/ui/theme';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'MCPA Lab', template: '%s · MCPA Lab' },
  description: 'Learn how MCP tools are listed, called and answered (protocol revision 2026-07-28).',
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f7f7f4' },
    { media: '(prefers-color-scheme: dark)', color: '#16181d' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <ProgressProvider>
          <SiteHeader />
          <main id="main" tabIndex={-1} className="site-main">
            {children}
          </main>
        </ProgressProvider>
        <footer className="site-footer">
          <p>
            MCPA Lab teaches MCP revision 2026-07-28. Facts are checked against the specification; where a reference
            card disagrees, the lessons say so.
          </p>
        </footer>
        <ServiceWorkerUpdates />
      </body>
    </html>
  );
}
