import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { type Plugin, runnerImport } from 'vite';
import { parseRuntimeConfig, publicUrlSchema } from './src/config/runtimeConfig.ts';

type PublicRoutesModule = typeof import('./src/seo/publicRoutes.ts');

/**
 * The public address the sitemap is written for (issue 27 item 2): `SORTE_PUBLIC_URL` at build, else `publicUrl` in
 * the `config.json` being built; null when neither says (a sitemap needs absolute addresses).
 */
export function buildPublicUrl(env: string | undefined, configText: string): string | null {
  if (env) {
    const checked = v.safeParse(publicUrlSchema, env);
    if (!checked.success) throw new Error(`SORTE_PUBLIC_URL must be an https origin, got ${env}`);
    return checked.output;
  }
  const parsed = parseRuntimeConfig(configText);
  return parsed.ok ? (parsed.config.publicUrl ?? null) : null;
}

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/**
 * `sitemap.xml` of the public routes and the blog's articles (`articleRoutes`), each with its Portuguese (x-default)
 * and English addresses.
 */
export function sitemapXml(
  routes: PublicRoutesModule,
  publicUrl: string,
  articleRoutes: readonly string[] = [],
): string {
  const url = (route: string) => {
    const address = (lang?: string) => escapeXml(routes.absoluteUrl(publicUrl, route, lang));
    return [
      '  <url>',
      `    <loc>${address()}</loc>`,
      `    <xhtml:link rel="alternate" hreflang="pt-BR" href="${address()}"/>`,
      `    <xhtml:link rel="alternate" hreflang="en" href="${address('en')}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${address()}"/>`,
      '  </url>',
    ].join('\n');
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...[...routes.publicRoutes, ...articleRoutes].map(url),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Writes `sitemap.xml` into the build folder `outDir` (the public routes and the blog articles of `configText`) and
 * points its `robots.txt` at it, replacing a `Sitemap:` line already there: the build calls it, and so does
 * `npm run deploy:nginx` for a config that names its `publicUrl` only at deploy time. Returns what the config's blog
 * had that was left out.
 */
export function writeSitemap(
  outDir: string,
  routes: PublicRoutesModule,
  publicUrl: string,
  configText: string,
): readonly string[] {
  const parsed = parseRuntimeConfig(configText);
  const articles = routes.blogArticleRoutes(parsed.ok ? parsed.config.blog : undefined);
  writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(routes, publicUrl, articles.routes));
  const robots = path.join(outDir, 'robots.txt');
  const rules = readFileSync(robots, 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('Sitemap:'))
    .join('\n')
    .trimEnd();
  writeFileSync(robots, `${rules}\n\nSitemap: ${publicUrl}/sitemap.xml\n`);
  return articles.problems;
}

/**
 * Writes `sitemap.xml` beside the build and points `robots.txt` (from app/public) at it, when the public address is
 * known at build; otherwise says so and leaves both out (robots.txt then has no Sitemap line).
 */
export function sitemapBuild(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'sorte:sitemap',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      let configText = '';
      try {
        configText = readFileSync(path.join(outDir, 'config.json'), 'utf8');
      } catch {
        // no config.json in the build: only SORTE_PUBLIC_URL can name the address
      }
      const publicUrl = buildPublicUrl(process.env.SORTE_PUBLIC_URL, configText);
      if (!publicUrl) {
        this.info(
          'no sitemap.xml: set SORTE_PUBLIC_URL (or publicUrl in app/public/config.json) to write one, or run ' +
            'npm run deploy:nginx with a config that names it',
        );
        return;
      }
      // paths.ts imports the domain's TypeScript, which Node cannot load: Vite's module runner can.
      const { module } = await runnerImport<PublicRoutesModule>(path.join(root, 'src/seo/publicRoutes.ts'), {
        configFile: false,
        root,
        logLevel: 'error',
      });
      for (const problem of writeSitemap(outDir, module, publicUrl, configText))
        this.info(`sitemap.xml: config.json left out ${problem}`);
    },
  };
}
