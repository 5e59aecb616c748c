// Renders the install icons and the sharing picture from the brand mark (app/public/favicon.svg) with Chromium:
// `node scripts/brandIcons.mjs`, then `npm run screenshots:optimise -- app/public/icons/*.png`. Run it again when
// the mark changes; the files are committed (issue 27 items 1 and 2).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mark = readFileSync(path.join(root, 'app/public/favicon.svg'), 'utf8');
const BRAND = '#0a6e45';
const GOLD = '#f2b705';

/** The mark alone, square (`rounded`: its own corners; else full bleed with the mark inside the maskable safe zone). */
const square = (
  size,
  maskable,
) => `<body style="margin:0;width:${size}px;height:${size}px;background:${maskable ? BRAND : 'transparent'};display:grid;place-items:center">
  <div style="width:${maskable ? size * 0.7 : size}px;height:${maskable ? size * 0.7 : size}px">${mark.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`;

const card = `<body style="margin:0;width:1200px;height:630px;background:${BRAND};display:flex;align-items:center;justify-content:center;gap:56px;font-family:'Noto Sans',sans-serif;color:#fff">
  <div style="width:260px;height:260px">${mark.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
  <div><div style="font-size:132px;font-weight:800;letter-spacing:-2px">Sorte<span style="color:${GOLD}">.</span></div>
  <div style="font-size:40px;opacity:.92">Loterias, ao vivo, esportes e cassino</div></div></body>`;

const pictures = [
  ['icon-192.png', 192, 192, square(192, false)],
  ['icon-512.png', 512, 512, square(512, false)],
  ['icon-maskable-512.png', 512, 512, square(512, true)],
  ['apple-touch-icon.png', 180, 180, square(180, true)],
  ['og-image.png', 1200, 630, card],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
for (const [name, width, height, html] of pictures) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(`<!doctype html><html>${html}</html>`);
  await page.screenshot({ path: path.join(root, 'app/public/icons', name), omitBackground: true });
  await page.close();
}
await browser.close();
