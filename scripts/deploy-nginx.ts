// `npm run deploy:nginx -- [config.json] [--out nginx/sorte.conf] [--root /usr/share/nginx/html] [--listen 80]…
// [--brotli] [--build app/dist]`: the nginx server block for the build and its /config.json (README "Deploying").
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { nginxSite } from '../app/server/nginxConfig.ts';
import { precompressFile } from '../app/server/precompress.ts';
import { writeSitemap } from '../app/sitemapBuild.ts';
import { parseRuntimeConfig } from '../app/src/config/runtimeConfig.ts';
import * as publicRoutes from '../app/src/seo/publicRoutes.ts';

const USAGE =
  'usage: npm run deploy:nginx -- [config.json (default app/dist/config.json)] [--out nginx/sorte.conf] ' +
  '[--root /usr/share/nginx/html] [--listen 80 --listen [::]:80] [--brotli] [--build app/dist]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function cliArgs() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        out: { type: 'string', default: 'nginx/sorte.conf' },
        root: { type: 'string', default: '/usr/share/nginx/html' },
        listen: { type: 'string', multiple: true, default: ['80', '[::]:80'] },
        brotli: { type: 'boolean', default: false },
        build: { type: 'string', default: 'app/dist' },
      },
    });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

const { values, positionals } = cliArgs();
if (positionals.length > 1) fail(`one config file, not ${positionals.length}`);
const configPath = positionals[0] ?? path.join(values.build, 'config.json');

let configText: string;
try {
  configText = readFileSync(configPath, 'utf8');
} catch (error) {
  fail(`cannot read ${configPath}: ${error instanceof Error ? error.message : String(error)}`);
}
const parsed = parseRuntimeConfig(configText);
if (!parsed.ok) fail(`${configPath} is not a valid /config.json (${parsed.reason}): ${parsed.detail}`);

if (!existsSync(path.join(values.build, 'index.html')))
  fail(`no build in ${values.build}: run npm run build first`);
const precompressed = readdirSync(path.join(values.build, 'assets')).filter((file) => file.endsWith('.gz'));
if (precompressed.length === 0) fail(`${values.build}/assets has no .gz files: rebuild with npm run build`);

const conf = nginxSite({
  config: parsed.config,
  root: values.root,
  listen: values.listen,
  brotli: values.brotli,
});
mkdirSync(path.dirname(values.out), { recursive: true });
writeFileSync(values.out, conf);
console.log(
  `${values.out}: a ${parsed.config.mode} site served from ${values.root}, its CSP made from ${configPath}` +
    `${values.brotli ? ', brotli_static on' : ' (gzip_static; add --brotli where ngx_brotli is loaded)'}.` +
    `\nServe ${configPath} as /config.json (${values.root}/config.json), and regenerate this file when it changes.`,
);

// A public address named at deploy time (not at build) still gets its sitemap: written into the build, with
// robots.txt pointing at it and both files' compressed variants renewed.
const { publicUrl } = parsed.config;
if (publicUrl) {
  for (const problem of writeSitemap(values.build, publicRoutes, publicUrl, configText))
    console.warn(`sitemap.xml: ${configPath} left out ${problem}`);
  await Promise.all(
    ['sitemap.xml', 'robots.txt'].map((file) => precompressFile(path.join(values.build, file))),
  );
  console.log(`${values.build}/sitemap.xml and robots.txt: the public routes on ${publicUrl}.`);
}
