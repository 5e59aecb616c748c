import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir, precompressFile } from './precompress.ts';

const text = (word: string) => `${word} `.repeat(400);

describe('pre-compressed build files (nginx gzip_static and brotli_static)', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sorte-precompress-'));
  mkdirSync(path.join(dir, 'assets'));
  const files = {
    'index.html': text('<p>sorte</p>'),
    'assets/index-abc.js': text('console.log(1);'),
    'assets/index-abc.css': text('a{color:red}'),
    'favicon.svg': text('<path/>'),
    'manifest.webmanifest': text('{"name":"Sorte"}'),
    'sitemap.xml': text('<url/>'),
    'robots.txt': text('Allow: /'),
    'config.json': text('{"mode":"live"}'),
    'assets/font-abc.woff2': text('font'),
    'tiny.json': '{}',
  };
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, file), content);
  const compressed = await precompressDir(dir);

  it.each([
    'index.html',
    'assets/index-abc.js',
    'assets/index-abc.css',
    'favicon.svg',
    'manifest.webmanifest',
    'sitemap.xml',
    'robots.txt',
  ] as const)('writes %s.br and %s.gz, each the file once decompressed', (file) => {
    const full = path.join(dir, file);
    expect(brotliDecompressSync(readFileSync(`${full}.br`)).toString()).toBe(files[file]);
    expect(gunzipSync(readFileSync(`${full}.gz`)).toString()).toBe(files[file]);
    expect(compressed).toContain(file);
  });

  it.each([
    ['config.json', 'the operator replaces it after the build'],
    ['assets/font-abc.woff2', 'fonts and images are compressed already'],
    ['tiny.json', 'compressing would not make it smaller'],
  ])('leaves %s alone: %s', (file) => {
    expect(existsSync(path.join(dir, `${file}.br`))).toBe(false);
    expect(existsSync(path.join(dir, `${file}.gz`))).toBe(false);
  });

  it('compresses nothing twice when run again over its own output', async () => {
    expect((await precompressDir(dir)).sort()).toEqual([...compressed].sort());
    expect(existsSync(path.join(dir, 'index.html.br.gz'))).toBe(false);
  });
});

describe('renewing one file after the build (npm run deploy:nginx rewrites robots.txt)', () => {
  it('replaces the variants of the old content, and removes one that is no longer smaller than the file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sorte-precompress-'));
    const robots = path.join(dir, 'robots.txt');
    writeFileSync(robots, text('Disallow: /member'));
    await precompressFile(robots);
    expect(existsSync(`${robots}.gz`)).toBe(true);

    writeFileSync(robots, 'a');
    await expect(precompressFile(robots)).resolves.toBe(false);
    // A stale robots.txt.gz would be what nginx's gzip_static sends.
    expect(existsSync(`${robots}.gz`)).toBe(false);
    expect(existsSync(`${robots}.br`)).toBe(false);
  });
});
