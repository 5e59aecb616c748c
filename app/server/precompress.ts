import { readdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** What a server should send compressed: text formats (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * `/config.json` is left out: the operator replaces it after the build, and a server that prefers a stale
 * `config.json.gz` beside it would serve the old one.
 */
const isCompressible = (relativePath: string) =>
  COMPRESSIBLE.test(relativePath) && relativePath !== 'config.json';

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
  });
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes the variants of one file that are smaller than it, and removes a variant left from an earlier version of
 * the file that is not (a server would send it instead of the file); true when it wrote any.
 */
export async function precompressFile(file: string): Promise<boolean> {
  const content = await readFile(file);
  const [brotli, gzipped] = await Promise.all([
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const variants = [
    { suffix: '.br', body: brotli },
    { suffix: '.gz', body: gzipped },
  ];
  const smaller = variants.filter(({ body }) => body.length < content.length);
  await Promise.all(
    variants.map(({ suffix, body }) =>
      smaller.some((variant) => variant.suffix === suffix)
        ? writeFile(file + suffix, body)
        : rm(file + suffix, { force: true }),
    ),
  );
  return smaller.length > 0;
}

/**
 * Writes `<file>.br` (brotli at its highest quality) and `<file>.gz` (gzip level 9) beside each compressible file of
 * `dir`, for servers that send pre-compressed files (nginx `gzip_static` and `brotli_static`, the preview server). A
 * variant that would not be smaller than the file is not written. Returns the files it compressed, relative to `dir`.
 * zlib's asynchronous calls run on libuv's thread pool: every core compresses (half the time of the synchronous
 * calls on two cores).
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = filesUnder(dir).filter(isCompressible);
  const wrote = await Promise.all(files.map((file) => precompressFile(path.join(dir, file))));
  return files.filter((_file, index) => wrote[index]);
}

/**
 * Pre-compresses the build once every other plugin has written its files (the service worker, the sitemap): list
 * it last, it runs in the `post` order of `closeBundle`.
 */
export function precompressBuild(): Plugin {
  let outDir = '';
  return {
    name: 'sorte:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler: async () => {
        await precompressDir(outDir);
      },
    },
  };
}
