import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { offlineTexts } from '../app/pwaBuild.ts';
import { offlineMessages } from '../app/src/pwa/offline/offlineMessages.ts';
import { darkTokens, lightTokens } from '../packages/ui/src/theme/tokens.ts';

// Issue 27 items 1 and 2: the web app manifest, its icons and the sharing tags of the built index.html.
const publicDir = path.resolve(import.meta.dirname, '../app/public');
const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8'));
const html = readFileSync(path.resolve(import.meta.dirname, '../app/index.html'), 'utf8');

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(path.join(publicDir, file));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('installable: the manifest Chrome needs for its install prompt', () => {
  it('names the app, starts at /?source=pwa, standalone, in Portuguese, coloured by the brand and the theme', () => {
    expect(manifest).toMatchObject({
      id: '/?source=pwa',
      name: 'Sorte',
      short_name: 'Sorte',
      start_url: '/?source=pwa',
      scope: '/',
      display: 'standalone',
      lang: 'pt-BR',
      theme_color: '#0a6e45',
      background_color: lightTokens.color.background,
    });
    expect(manifest.description.length).toBeGreaterThan(20);
  });

  it('has 192 and 512 px icons and a maskable one, each file of the size it declares', () => {
    const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons)
      expect({ src: icon.src, size: pngSize(icon.src) }).toEqual({ src: icon.src, size: icon.sizes });
  });

  it('shows the install sheet a narrow and a wide screenshot of the site, each file of the size it declares and small', () => {
    const screenshots: { src: string; sizes: string; form_factor: string; label: string }[] =
      manifest.screenshots;
    expect(screenshots.map((shot) => shot.form_factor)).toEqual(['narrow', 'wide']);
    for (const shot of screenshots) {
      expect({ src: shot.src, size: pngSize(shot.src) }).toEqual({ src: shot.src, size: shot.sizes });
      expect(readFileSync(path.join(publicDir, shot.src)).length).toBeLessThan(300_000);
      expect(shot.label.length).toBeGreaterThan(10);
    }
  });

  it('colours the browser’s bar like the theme: the brand in light, the dark header in dark', () => {
    expect(html).toContain(
      `<meta name="theme-color" content="${manifest.theme_color}" media="(prefers-color-scheme: light)" />`,
    );
    expect(html).toContain(
      `<meta name="theme-color" content="${darkTokens.color.surface}" media="(prefers-color-scheme: dark)" />`,
    );
  });

  it('index.html links the manifest and the iOS icon, and shares with a 1200×630 picture', () => {
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const appleIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(appleIcon && pngSize(appleIcon)).toBe('180x180');
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(ogImage && pngSize(ogImage)).toBe('1200x630');
    for (const tag of ['og:title', 'og:description', 'og:type', 'og:locale', 'twitter:card'])
      expect(html).toMatch(new RegExp(`(property|name)="${tag}" content="[^"]+"`));
  });

  it('robots.txt keeps the member and agent centres out of search', () => {
    const robots = readFileSync(path.join(publicDir, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^Disallow: \/member$/m);
    expect(robots).toMatch(/^Disallow: \/agentHome$/m);
  });
});

describe('the offline page the service worker serves', () => {
  const offlineHtml = readFileSync(path.join(publicDir, 'offline.html'), 'utf8');
  const texts = offlineTexts();

  it('holds the Portuguese texts of offlineMessages.ts, which its script replaces in the player’s language', () => {
    const inHtml = Object.fromEntries(
      [...offlineHtml.matchAll(/data-offline-text="(\w+)"[^>]*>([^<]+)</g)].map(([, name, text]) => [
        name,
        text,
      ]),
    );
    expect(inHtml).toEqual(texts.pt);
    // The build reads the `msg` templates' text: the same the macro gives.
    expect(
      Object.fromEntries(Object.entries(offlineMessages).map(([name, message]) => [name, message.message])),
    ).toEqual(texts.pt);
    expect(Object.keys(texts.pt ?? {})).toEqual(['title', 'body', 'retry']);
    // A catalog's translation where it has one: "Tentar novamente" is translated in every catalog.
    expect(texts.ar?.retry).not.toBe(texts.pt?.retry);
    expect(texts.en?.retry).toBe('Try again');
  });

  it('loads only its own files: no site code, nothing that can show an account', () => {
    const loaded = [...offlineHtml.matchAll(/(?:href|src)="([^"]+)"/g)].map(([, url]) => url);
    expect(loaded.sort()).toEqual(['/favicon.svg', '/offline.css', '/offline.js']);
  });
});
