/**
 * `npm run icons`: draws the app's install icons (public/icons/*.png) from app/icon.svg in Chromium, so they
 * match the favicon exactly. Run it after changing the SVG and commit the PNGs; the build does not need it.
 * The maskable icon puts the mark inside the central 80 % "safe zone" on a full-bleed background, since
 * launchers crop it to a circle or a squircle.
 */
import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './find-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const svg = readFileSync(path.join(root, 'app', 'icon.svg'), 'utf8');
const outDir = path.join(root, 'public', 'icons');
const background = '#0b5fb0'; // the icon's own fill

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: chromiumArgs });
  try {
    for (const { file, size, maskable } of icons) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const inner = maskable ? Math.round(size * 0.8) : size;
      const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      await page.setContent(
        `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;` +
          `background:${maskable ? background : 'transparent'}"><img src="${src}" width="${inner}" height="${inner}"></body>`,
      );
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      await page.screenshot({ path: path.join(outDir, file), omitBackground: !maskable });
      await page.close();
      console.log(`  public/icons/${file} (${size}×${size}${maskable ? ', maskable' : ''})`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
