import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPublicUrl, sitemapBuild, writeSitemap } from '../app/sitemapBuild.ts';
import * as publicRoutes from '../app/src/seo/publicRoutes.ts';

// Issue 27 item 2: the build writes sitemap.xml of the public routes and points robots.txt at it.
const appRoot = path.resolve(import.meta.dirname, '../app');
const robotsSource = readFileSync(path.join(appRoot, 'public/robots.txt'), 'utf8');
const demoConfig = readFileSync(path.join(appRoot, 'public/config.json'), 'utf8');
let outDir = '';

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(outDir, { recursive: true, force: true });
});

/** Runs the plugin's build step on a build folder holding app/public's robots.txt and the given config.json. */
async function build(config: string) {
  outDir = mkdtempSync(path.join(tmpdir(), 'sorte-sitemap-'));
  writeFileSync(path.join(outDir, 'robots.txt'), robotsSource);
  writeFileSync(path.join(outDir, 'config.json'), config);
  const plugin = sitemapBuild() as unknown as {
    configResolved: (config: { root: string; build: { outDir: string } }) => void;
    closeBundle: (this: { info: (message: string) => void }) => Promise<void>;
  };
  plugin.configResolved({ root: appRoot, build: { outDir } });
  const info = vi.fn();
  await plugin.closeBundle.call({ info });
  const read = (file: string) => {
    try {
      return readFileSync(path.join(outDir, file), 'utf8');
    } catch {
      return null;
    }
  };
  return { sitemap: read('sitemap.xml'), robots: read('robots.txt'), info };
}

const locs = (sitemap: string) => [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('sitemap.xml and robots.txt at build', () => {
  it('lists every public route on SORTE_PUBLIC_URL, with its pt-BR, en and x-default addresses', async () => {
    vi.stubEnv('SORTE_PUBLIC_URL', 'https://sorte.example.com');
    const { sitemap, robots } = await build(demoConfig);

    expect(locs(sitemap ?? '')).toEqual([
      'https://sorte.example.com/',
      ...['elott', 'lott', 'sports', 'esports', 'live', 'fish', 'rng', 'pvp'].map(
        (centre) => `https://sorte.example.com/${centre}`,
      ),
      'https://sorte.example.com/rng?vassalage=BGS',
      'https://sorte.example.com/?tab=COCKFIGHT',
      'https://sorte.example.com/promotions',
      'https://sorte.example.com/help',
      'https://sorte.example.com/responsible-gaming',
      'https://sorte.example.com/down',
      'https://sorte.example.com/feedback',
      ...[
        'blog',
        'news',
        'about',
        'guide',
        'red-envelope',
        'game-center',
        'winners',
        'mirrors',
        'install',
      ].map((area) => `https://sorte.example.com/${area}`),
      'https://sorte.example.com/agent',
      // Issue 27 item 5: the demo config's blog articles.
      ...JSON.parse(demoConfig).blog.map(
        ({ slug }: { slug: string }) => `https://sorte.example.com/blog/${slug}`,
      ),
    ]);
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://sorte.example.com/promotions?lang=en"/>',
    );
    expect(sitemap).not.toMatch(/\/member|\/agentHome|\/login|\/seamless/);
    expect(robots).toMatch(/^Disallow: \/member$/m);
    expect(robots).toMatch(/^Disallow: \/agentHome$/m);
    expect(robots?.trimEnd().split('\n').at(-1)).toBe('Sitemap: https://sorte.example.com/sitemap.xml');
  });

  it("takes the address from the build's config.json when no variable names it", async () => {
    const { sitemap, robots } = await build(
      JSON.stringify({ ...JSON.parse(demoConfig), publicUrl: 'https://jogue.example.com' }),
    );
    expect(locs(sitemap ?? '')[0]).toBe('https://jogue.example.com/');
    expect(robots).toContain('Sitemap: https://jogue.example.com/sitemap.xml');
  });

  it('writes no sitemap without a public address, and says so', async () => {
    const { sitemap, robots, info } = await build(demoConfig);
    expect(sitemap).toBeNull();
    expect(robots).toBe(robotsSource);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('SORTE_PUBLIC_URL'));
  });

  it('refuses a SORTE_PUBLIC_URL that is not an https origin', () => {
    expect(() => buildPublicUrl('http://sorte.example.com', '')).toThrow(/https origin/);
    expect(buildPublicUrl(undefined, '')).toBeNull();
  });

  it('at deploy time, points robots.txt at the new address once, replacing the build’s line', async () => {
    vi.stubEnv('SORTE_PUBLIC_URL', 'https://sorte.example.com');
    await build(demoConfig);
    writeSitemap(outDir, publicRoutes, 'https://jogue.example.com', demoConfig);
    writeSitemap(outDir, publicRoutes, 'https://jogue.example.com', demoConfig);
    const robots = readFileSync(path.join(outDir, 'robots.txt'), 'utf8');
    expect(robots.match(/^Sitemap: .*$/gm)).toEqual(['Sitemap: https://jogue.example.com/sitemap.xml']);
    expect(robots.startsWith(robotsSource.trimEnd())).toBe(true);
    expect(locs(readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8'))[0]).toBe(
      'https://jogue.example.com/',
    );
  });
});
