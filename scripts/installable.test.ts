import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lightTokens } from '../packages/ui/src/theme/tokens.ts';

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
