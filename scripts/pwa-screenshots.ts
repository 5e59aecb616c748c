// The web app manifest's screenshots (issue 27 item 1), for the richer install sheet: the home page of the built site
// on a phone (narrow) and on a desktop (wide), in Portuguese and the light theme, written to app/public/screenshots/
// and made small with oxipng. After a build, holding the build's lock:
//   npx vite-node scripts/pwa-screenshots.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { chromiumArgs, chromiumPath } from './chromiumArgs.ts';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 4298;
/** `screenshots` of app/public/manifest.webmanifest (scripts/installable.test.ts checks each file's size). */
const shots = [
  { file: 'narrow.png', viewport: { width: 390, height: 844 } },
  { file: 'wide.png', viewport: { width: 1280, height: 800 } },
];

async function optimiser() {
  const require = createRequire(import.meta.url);
  const { default: optimise, init } = await import('@jsquash/oxipng/optimise.js');
  await init(readFileSync(require.resolve('@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm')));
  return async (file: string) => {
    const input = readFileSync(file);
    const output = await optimise(input.buffer.slice(input.byteOffset, input.byteOffset + input.length), {
      level: 3,
      optimiseAlpha: true,
    });
    writeFileSync(file, new Uint8Array(output));
  };
}

const server = await preview({
  configFile: path.join(root, 'app/vite.config.ts'),
  preview: { port: PORT, strictPort: true, host: '127.0.0.1' },
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const optimise = await optimiser();
try {
  for (const shot of shots) {
    const context = await browser.newContext({
      viewport: shot.viewport,
      locale: 'pt-BR',
      colorScheme: 'light',
      // The banner carousel does not turn by itself under reduced motion: the picture is of its first slide, not
      // of two slides mid-turn.
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    // The demo's public popups stay closed: the picture is of the site itself.
    await page.goto(`http://127.0.0.1:${PORT}/?mock.popups=off`);
    await page.getByRole('main').waitFor();
    // The lobby's first shelf: the home has its content, not its loading state.
    await page.getByRole('heading', { name: 'Populares' }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // A lazy image below the fold never loads, and its decode() never settles: each gets two seconds.
    await page.evaluate(() =>
      Promise.all(
        [...document.images].map((image) =>
          Promise.race([image.decode().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 2000))]),
        ),
      ),
    );
    // The demo's "simulated gateway" badge is not part of the site an operator's players install.
    await page.getByRole('button', { name: 'Gateway simulado' }).evaluate((badge) => badge.remove());
    const file = path.join(root, 'app/public/screenshots', shot.file);
    await page.screenshot({ path: file });
    await optimise(file);
    console.log(`${path.relative(root, file)}: ${readFileSync(file).length} bytes`);
    await context.close();
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
