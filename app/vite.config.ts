import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { sharedOptimizeDeps, sharedPlugins } from '../vite.shared.ts';
import { pwaBuild } from './pwaBuild.ts';
import { compressedAssets } from './server/compressedAssets.ts';
import { precompressBuild } from './server/precompress.ts';
import { securityHeaders } from './server/securityHeaders.ts';
import { sitemapBuild } from './sitemapBuild.ts';
import { parseRuntimeConfig, type RuntimeConfig } from './src/config/runtimeConfig.ts';

const appRoot = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(appRoot, 'dist');
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

const strictestConfig: RuntimeConfig = {
  mode: 'live',
  gatewayUrl: '',
  merchantCode: '-',
  allowedLinkHosts: [],
  imageHosts: [],
  frameHosts: [],
  encryption: { scheme: 'none' },
  timeoutMs: 15000,
  endpoints: {},
  modIds: {},
  countryDialingCodes: [],
  currency: 'BRL',
  jurisdiction: 'none',
  passwordRule: { minLength: 6, maxLength: 20 },
};

/**
 * The preview server behaves like a production server: the security headers derived from the served
 * config.json, and the hashed assets long-cached and pre-compressed (the build's `.br` and `.gz` files).
 */
function securityHeadersOnPreview(): Plugin {
  return {
    name: 'sorte:security-headers',
    configurePreviewServer(server) {
      const servedDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        let text = '';
        try {
          text = readFileSync(path.join(servedDir, 'config.json'), 'utf8');
        } catch {
          // a missing config still gets the strictest headers below
        }
        const parsed = parseRuntimeConfig(text);
        for (const [name, value] of Object.entries(
          securityHeaders(parsed.ok ? parsed.config : strictestConfig),
        )) {
          res.setHeader(name, value);
        }
        if (req.url?.startsWith('/config.json')) res.setHeader('Cache-Control', 'no-store');
        next();
      });
      server.middlewares.use(compressedAssets(servedDir));
    },
  };
}

/** The head start (src/early/headStart.ts): an entry of its own, so it runs before the site's code has loaded. */
const HEAD_START_ENTRY = path.join(appRoot, 'src/early.ts');

/**
 * Modules of the home page's first render (the route and the banner's early request): one chunk, preloaded in
 * index.html. The content below the banner is not among them: it loads once the banner has painted.
 */
const HOME_FIRST_RENDER = ['/src/routes/home/HomeRoute.tsx', '/src/features/home/prefetchHome.ts'];
const isHomeFirstRender = (id: string) => HOME_FIRST_RENDER.some((end) => id.endsWith(end));

/**
 * Preloads what the first render waits for besides the entry script: the self-hosted Latin fonts (so text
 * does not reflow when they arrive) and the default language's catalog (Portuguese, spec §1), which would
 * otherwise be requested only after the entry script has run.
 */
function preloadFirstRender(): Plugin {
  return {
    name: 'sorte:preload-first-render',
    apply: 'build',
    transformIndexHtml(_html, context) {
      const bundle = context.bundle ?? {};
      const fonts = Object.keys(bundle).filter((file) =>
        /figtree-latin-\d+-normal-[\w-]+\.woff2$/.test(file),
      );
      // Vite's own module preloading is off (its helper cost more main-thread time than it saved), so the
      // entry's static imports are announced here, to be fetched in parallel with the entry itself.
      const headStart = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId === HEAD_START_ENTRY,
      );
      const entry = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.isEntry && output !== headStart,
      );
      const entryImports = entry?.type === 'chunk' ? entry.imports : [];
      const defaultCatalog = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('locales/pt/messages.po'),
      );
      // The home page is where most visits land: its route and the banner's early request are
      // fetched with the entry instead of one after another (each hop cost ~0.5 s of LCP on slow 4G).
      const homeChunks = Object.values(bundle).filter(
        (output) => output.type === 'chunk' && output.moduleIds.some(isHomeFirstRender),
      );
      const homeImports = new Set<string>();
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (homeImports.has(file) || chunk?.type !== 'chunk' || chunk.isEntry) return;
        homeImports.add(file);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of homeChunks) visit(chunk.fileName);
      for (const file of entryImports) homeImports.delete(file);
      return [
        // First in the document, so it runs before the site's entry (module scripts run in order).
        ...(headStart
          ? [
              {
                tag: 'script',
                attrs: { type: 'module', src: `/${headStart.fileName}`, crossorigin: '' },
                injectTo: 'head-prepend' as const,
              },
            ]
          : []),
        ...fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        })),
        ...[...entryImports, ...(defaultCatalog ? [defaultCatalog.fileName] : []), ...homeImports].map(
          (file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', href: `/${file}`, crossorigin: '' },
            injectTo: 'head' as const,
          }),
        ),
      ];
    },
  };
}

/**
 * `app/public/config.operator-example.json` documents the operator adapter (gateway README "Operator adapter"): it
 * stays out of the build, so a deployment never serves it. Vite copies the whole public dir; this removes the copy.
 */
function withoutOperatorExample(): Plugin {
  let outDir = '';
  return {
    name: 'sorte:without-operator-example',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => rmSync(path.join(outDir, 'config.operator-example.json'), { force: true }),
  };
}

export default defineConfig({
  root: appRoot,
  publicDir: path.join(appRoot, 'public'),
  plugins: [
    ...sharedPlugins(),
    securityHeadersOnPreview(),
    preloadFirstRender(),
    withoutOperatorExample(),
    sitemapBuild(),
    pwaBuild(),
    // Last: it compresses what the plugins above have written.
    precompressBuild(),
  ],
  resolve: {
    alias: [
      {
        find: 'react-style-singleton',
        replacement: path.join(appRoot, 'src/csp/constructableStyleSingleton.ts'),
      },
      // react-router's package exports only its development build (dev-time checks and warnings); the
      // production build it ships beside it is 0.4 KB smaller (gzip) on the first load of `/`.
      {
        find: /^react-router$/,
        replacement: path.join(reactRouterDir, 'dist/production/index.mjs'),
      },
      {
        find: /^react-router\/dom$/,
        replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
      },
    ],
  },
  optimizeDeps: { include: sharedOptimizeDeps },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: process.env.SORTE_SOURCEMAP === '1',
    reportCompressedSize: false,
    manifest: true,
    // No preload helper around every dynamic import: on the home page it appended hundreds of link tags
    // (400 ms of main thread at 4x CPU slowdown); the first render's imports are preloaded in index.html.
    modulePreload: false,
    // One stylesheet (12.5 KB gzip for the whole site) instead of one per lazy chunk: each late stylesheet
    // made the browser recompute the styles and layout of the whole page while the home page was loading.
    cssCodeSplit: false,
    rolldownOptions: {
      input: { index: path.join(appRoot, 'index.html'), headStart: HEAD_START_ENTRY },
      output: {
        codeSplitting: {
          // The libraries every page needs travel together in one chunk: split across several small shared
          // chunks they compress worse (measured +7 KB gzip for the first render of `/`).
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|jotai|valibot|@lingui[\\/](core|react))[\\/]/,
              priority: 3,
            },
            // What the entry needs before it renders stays in the entry chunk, instead of a dozen small
            // chunks that slow 4G's six connections per host fetch in waves. The head start's module is left
            // out: it is an entry of its own and must not pull this chunk in.
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id) => !id.startsWith(path.join(appRoot, 'src/early')),
              priority: 2,
            },
            // The home route and the banner's request with what they import: one file instead of seven.
            {
              name: 'home',
              test: isHomeFirstRender,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
});
