import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * Serves the hashed build assets gzip-compressed and cached for a year, as a production server should
 * (vite preview sends them raw). Anything else falls through to the static server.
 */
export function compressedAssets(servedDir: string) {
  const cache = new Map<string, { mtimeMs: number; body: Buffer }>();
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const type = TYPES[path.extname(url.pathname)];
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (!url.pathname.startsWith('/assets/') || !type || !acceptsGzip || req.method !== 'GET') return next();
    const file = path.join(servedDir, path.normalize(url.pathname));
    if (!file.startsWith(path.join(servedDir, 'assets') + path.sep)) return next();
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return next();
    }
    let entry = cache.get(file);
    if (!entry || entry.mtimeMs !== mtimeMs) {
      entry = { mtimeMs, body: gzipSync(readFileSync(file), { level: 9 }) };
      cache.set(file, entry);
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Length', entry.body.length);
    res.end(entry.body);
  };
}
