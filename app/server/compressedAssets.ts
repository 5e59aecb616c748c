import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** The encodings the build writes beside each file (app/server/precompress.ts), the smaller first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

function accepts(req: IncomingMessage, encoding: string): boolean {
  return new RegExp(`\\b${encoding}\\b`).test(String(req.headers['accept-encoding'] ?? ''));
}

function fileSize(file: string): number | null {
  try {
    return statSync(file).size;
  } catch {
    return null;
  }
}

/**
 * Serves the hashed build assets compressed and cached for a year, as the production server does (vite preview
 * sends them raw): the `.br` or `.gz` file the build wrote beside the asset, the first the client accepts. Anything
 * else falls through to the static server.
 */
export function compressedAssets(servedDir: string) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const type = TYPES[path.extname(url.pathname)];
    if (!url.pathname.startsWith('/assets/') || !type || req.method !== 'GET') return next();
    const file = path.join(servedDir, path.normalize(url.pathname));
    if (!file.startsWith(path.join(servedDir, 'assets') + path.sep) || fileSize(file) === null) return next();
    const encoding = ENCODINGS.find(
      ({ name, suffix }) => accepts(req, name) && fileSize(file + suffix) !== null,
    );
    if (!encoding) return next();
    const body = readFileSync(file + encoding.suffix);
    res.statusCode = 200;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Length', body.length);
    res.end(body);
  };
}
