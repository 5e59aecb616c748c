import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { compressedAssets } from './compressedAssets.ts';
import { precompressDir } from './precompress.ts';

function fakeResponse() {
  const headers: Record<string, unknown> = {};
  let body: Buffer | undefined;
  const res = {
    statusCode: 0,
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = value;
    },
    end: (chunk: Buffer) => {
      body = chunk;
    },
  };
  return { res: res as unknown as ServerResponse, headers, body: () => body };
}

const dir = mkdtempSync(path.join(tmpdir(), 'sorte-assets-'));
mkdirSync(path.join(dir, 'assets'));
const script = 'console.log("sorte");'.repeat(50);
writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
await precompressDir(path.join(dir, 'assets'));
const serve = compressedAssets(dir);
const request = (url: string, encoding = 'gzip, br') =>
  ({ url, method: 'GET', headers: { 'accept-encoding': encoding } }) as unknown as IncomingMessage;

describe('preview server: the pre-compressed hashed assets (quality bar: serve the build compressed)', () => {
  it('sends the brotli file the build wrote to a client that takes it, cached for a year', () => {
    const { res, headers, body } = fakeResponse();
    const next = vi.fn();
    serve(request('/assets/index-abc.js'), res, next);
    expect(next).not.toHaveBeenCalled();
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toBe('Accept-Encoding');
    expect(headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(body()!).toString()).toBe(script);
  });

  it('sends the gzip file to a client without brotli', () => {
    const { res, headers, body } = fakeResponse();
    serve(request('/assets/index-abc.js', 'gzip, deflate'), res, vi.fn());
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body()!).toString()).toBe(script);
    expect(body()!.length).toBeLessThan(script.length / 5);
  });

  it.each([
    ['a client without compression', '/assets/index-abc.js', 'identity'],
    ['a file outside /assets', '/index.html', 'gzip'],
    ['a missing asset', '/assets/nope.js', 'gzip'],
    ['a path escaping the folder', '/assets/../../etc/passwd.js', 'gzip'],
  ])('leaves %s to the static server', (_case, url, encoding) => {
    const { res } = fakeResponse();
    const next = vi.fn();
    serve(request(url, encoding), res, next);
    expect(next).toHaveBeenCalledOnce();
  });
});
