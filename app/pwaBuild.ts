import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { parsePoEntries } from '../scripts/po.mjs';
import { type BuildManifest, OFFLINE_FILES, shellFiles } from './src/pwa/worker/strategy.ts';

const appRoot = path.dirname(fileURLToPath(import.meta.url));
const localesDir = path.join(appRoot, '../locales');
const CATALOGS = ['pt', 'en', 'ar', 'fa', 'ur', 'pseudo'] as const;

/**
 * The offline page's texts in every catalog: the Portuguese source texts of src/pwa/offline/offlineMessages.ts
 * (read from its `msg` templates: the macro runs only inside the app's build), each catalog's translation where it
 * has one.
 */
export function offlineTexts(): Record<string, Record<string, string>> {
  const source = readFileSync(path.join(appRoot, 'src/pwa/offline/offlineMessages.ts'), 'utf8');
  const messages = [...source.matchAll(/(\w+): msg`([^`]+)`/g)].map(
    ([, name, text]) => [name, text] as const,
  );
  return Object.fromEntries(
    CATALOGS.map((catalog) => {
      const entries = parsePoEntries(readFileSync(path.join(localesDir, catalog, 'messages.po'), 'utf8'));
      const translated = new Map(
        entries.map((entry: { msgid?: string; msgstr?: string }) => [entry.msgid, entry.msgstr]),
      );
      return [
        catalog,
        Object.fromEntries(messages.map(([name, text]) => [name, translated.get(text) || text])),
      ];
    }),
  );
}

/** Bundles one browser script, with the build-time constants it reads (src/pwa/buildConstants.d.ts). */
async function bundleScript(entry: string, constants: Record<string, unknown>): Promise<string> {
  const result = await build({
    configFile: false,
    root: appRoot,
    logLevel: 'warn',
    publicDir: false,
    define: Object.fromEntries(
      Object.entries(constants).map(([name, value]) => [name, JSON.stringify(value)]),
    ),
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: path.join(appRoot, entry), formats: ['iife'], name: 'sorte' },
    },
  });
  const [output] = Array.isArray(result) ? result : [result];
  const chunk = output && 'output' in output ? output.output[0] : undefined;
  if (chunk?.type !== 'chunk') throw new Error(`no script built from ${entry}`);
  return chunk.code;
}

/**
 * The PWA's files, written after the site's build (issue 27 item 1): /offline.js for the offline page, and /sw.js,
 * the service worker, with the shell to precache read from Vite's manifest.
 *
 * A worker of our own rather than vite-plugin-pwa/Workbox, because of the page side's bytes. Measured on the build:
 * the first load of `/` pays 28 B gzip for the registration (an import after the first paint, bootstrap.tsx), and the
 * lazy chunk that registers and shows the update prompt is 0.9 KB gzip; workbox-window alone is larger than that chunk
 * (about 2.5 KB gzip as published; not installed here to measure). The worker's rules (precache, cache-first,
 * network-first with an offline page, never the gateway or /config.json) are a few dozen lines, unit-tested as pure
 * functions (src/pwa/worker/strategy.ts).
 */
export function pwaBuild(): Plugin {
  let outDir = '';
  return {
    name: 'sorte:pwa',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // When the build's files are written and before closeBundle, where the pre-compression must see sw.js.
    writeBundle: {
      sequential: true,
      async handler() {
        const offlineScript = await bundleScript('src/pwa/offline/offlinePage.ts', {
          __SORTE_OFFLINE_TEXTS__: offlineTexts(),
        });
        writeFileSync(path.join(outDir, 'offline.js'), offlineScript);
        const manifest = JSON.parse(
          readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as BuildManifest;
        const shell = shellFiles(manifest, readFileSync(path.join(outDir, 'index.html'), 'utf8'));
        // Hashed files change name when they change; the offline page's files keep theirs, so their content counts.
        const version = createHash('sha256')
          .update(JSON.stringify(shell))
          .update(OFFLINE_FILES.map((file) => readFileSync(path.join(outDir, file), 'utf8')).join('\n'))
          .digest('hex')
          .slice(0, 16);
        const worker = await bundleScript('src/pwa/worker/serviceWorker.ts', {
          __SORTE_SHELL__: shell,
          __SORTE_VERSION__: version,
        });
        writeFileSync(path.join(outDir, 'sw.js'), worker);
      },
    },
  };
}
