import type { MetadataRoute } from 'next';

// Prerendered at build (a static route), so the service worker precaches it with the rest of the app.
export const dynamic = 'force-static';

/** The web app manifest: what makes MCPA Lab installable, opening in its own window on the lessons. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: 'MCPA Lab',
    short_name: 'MCPA Lab',
    description: 'Learn how MCP tools are listed, called and answered (protocol revision 2026-07-28), online or off.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The layout's light themeColor (the manifest takes one colour; the page's own meta follows dark mode).
    background_color: '#f7f7f4',
    theme_color: '#f7f7f4',
    icons: [
      { src: '/icon.svg', type: 'image/svg+xml', sizes: 'any', purpose: 'any' },
      { src: '/icons/icon-192.png', type: 'image/png', sizes: '192x192', purpose: 'any' },
      { src: '/icons/icon-512.png', type: 'image/png', sizes: '512x512', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', type: 'image/png', sizes: '512x512', purpose: 'maskable' },
    ],
  };
}
