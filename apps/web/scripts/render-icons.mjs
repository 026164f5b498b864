// Renders the PNG app icons in public/ from the SVG mark, with the system Chromium.
//   node apps/web/scripts/render-icons.mjs
// The PNGs are committed; run this again only when the mark changes.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const TEAL = '#0b5a6b';

const strokes = (scale, dx, dy) => `
  <g transform="translate(${dx} ${dy}) scale(${scale})" fill="none" stroke="#fff" stroke-linecap="round" stroke-linejoin="round">
    <path d="M32 10 50 17v14c0 11.5-7.6 19.6-18 23-10.4-3.4-18-11.5-18-23V17Z" stroke-width="4"/>
    <path d="m24 33 8-7 8 7m-13-2v9h10v-9" stroke-width="3.5"/>
  </g>`;

// Rounded tile with transparent corners: the "any" icons.
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${TEAL}"/>${strokes(1, 0, 0)}</svg>`;
// Full-bleed square with the mark inside the central 80% safe zone: maskable and Apple icons.
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${TEAL}"/>${strokes(0.72, 32 - 32 * 0.72, 32 - 32 * 0.72)}</svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</body></html>`,
    );
    writeFileSync(join(publicDir, icon.file), await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`wrote public/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
