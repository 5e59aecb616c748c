import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { WebSocketServer } from 'ws';
import { CASHIER_CONTROL_PATH, runCashierControl } from '../src/cashierControl.ts';
import { createDb, type MockDb } from '../src/db.ts';
import type { Dialect } from '../src/dialect.ts';
import { createHandlers } from '../src/handlers/index.ts';
import { moneySocketSession } from '../src/moneySocket.ts';
import { applyScenario } from '../src/scenarios.ts';

/** The live money events' socket on the gateway's own port (after basePath): ws://127.0.0.1:8787/ws. */
export const MONEY_SOCKET_PATH = '/ws';

export interface GatewayServerOptions {
  /** 0 picks a free port. Default 8787. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Prefix the gateway paths live under ('' by default: /wps/...). */
  basePath?: string;
  /** Default: a fresh db. */
  db?: MockDb;
  /** Key for 'aes-256-gcm' payloads (default DEMO_ENCRYPTION_KEY). */
  encryptionKey?: string;
  /** One line per request, e.g. console.log. */
  log?: (line: string) => void;
  /** The answers' dialect (src/dialect.ts), kept across `POST /__mock/reset`. Default 'codes'. */
  dialect?: Dialect;
}

export interface GatewayServer {
  /** e.g. http://127.0.0.1:8787 (use as the client's baseUrl, plus basePath). */
  url: string;
  /** The live money events' socket, e.g. ws://127.0.0.1:8787/ws (the config's `socketUrl`). */
  socketUrl: string;
  port: number;
  host: string;
  db: MockDb;
  server: Server;
  close(): Promise<void>;
}

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;
const ALLOWED_HEADERS = [
  'Authorization',
  'X-Mod-Id',
  'X-Payload-Encryption',
  'Content-Type',
  'Accept',
  'Accept-Language',
  'Idempotency-Key',
];
// A §4 proof image may be 5 MB, sent as multipart with the confirmation's fields.
const MAX_BODY_BYTES = 6 * 1024 * 1024;

/** CORS for any localhost origin (the app's dev, preview and e2e servers). */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !LOCAL_ORIGIN.test(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': ALLOWED_HEADERS.join(', '),
    'Access-Control-Expose-Headers': 'X-Payload-Encryption, Retry-After',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'upgrade']);

function toFetchHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

function sendJson(res: ServerResponse, status: number, body: unknown, cors: Record<string, string>) {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...cors,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function sendResponse(res: ServerResponse, response: Response, cors: Record<string, string>) {
  const body = Buffer.from(await response.arrayBuffer());
  if (res.destroyed) return;
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  });
  headers['Content-Length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

/**
 * A local HTTP gateway over node:http: each request becomes a Fetch `Request` answered by the same
 * msw handlers as in the browser and in vitest (`getResponse`). Mock-only control endpoints:
 *   POST /__mock/scenario  (JSON body = partial scenario) → the new scenario
 *   GET  /__mock/scenario  → the current scenario
 *   POST /__mock/reset     → fixtures and default scenario back
 *   POST /__mock/cashier   (JSON body = a cashier control, src/cashierControl.ts) → the order or event acted on
 * and the live money events' socket at `<basePath>/ws` (src/moneySocket.ts: auth message first, then that member's
 * §4 events).
 */
export async function startGatewayServer(options: GatewayServerOptions = {}): Promise<GatewayServer> {
  const host = options.host ?? '127.0.0.1';
  let port = options.port ?? 8787;
  const db = options.db ?? createDb();
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  const handlers = createHandlers(db, { baseUrl: basePath, encryptionKey: options.encryptionKey });
  const log = options.log ?? (() => {});
  const dialect = options.dialect ?? 'codes';
  applyScenario({ dialect }, db);

  async function control(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    cors: Record<string, string>,
  ) {
    if (path === '/__mock/reset' && req.method === 'POST') {
      db.reset();
      applyScenario({ dialect }, db);
      return sendJson(res, 200, { success: true, value: db.scenario }, cors);
    }
    if (path === CASHIER_CONTROL_PATH && req.method === 'POST') {
      let body: unknown;
      try {
        const text = (await readBody(req)).toString('utf8');
        body = text.trim() ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      const answer = runCashierControl(db, body);
      return sendJson(res, answer.status, answer.body, cors);
    }
    if (path === '/__mock/scenario' && req.method === 'GET') {
      return sendJson(res, 200, { success: true, value: db.scenario }, cors);
    }
    if (path === '/__mock/scenario' && req.method === 'POST') {
      try {
        const text = (await readBody(req)).toString('utf8');
        const scenario = applyScenario(text.trim() ? JSON.parse(text) : {}, db);
        return sendJson(res, 200, { success: true, value: scenario }, cors);
      } catch (error) {
        const message = error instanceof Error ? error.message : 'invalid scenario';
        return sendJson(
          res,
          400,
          { success: false, message: `Invalid scenario: ${message}`, code: 400 },
          cors,
        );
      }
    }
    return sendJson(
      res,
      404,
      { success: false, message: `Not found: ${req.method} ${path}`, code: 404 },
      cors,
    );
  }

  const server = createServer(async (req, res) => {
    const cors = corsHeaders(req.headers.origin);
    const method = (req.method ?? 'GET').toUpperCase();
    try {
      if (method === 'OPTIONS') {
        res.writeHead(204, cors);
        res.end();
        return;
      }
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`);
      if (url.pathname.startsWith('/__mock/')) {
        await control(req, res, url.pathname, cors);
        return;
      }
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
      const request = new Request(url, {
        method,
        headers: toFetchHeaders(req),
        body: body && body.length > 0 ? new Uint8Array(body) : undefined,
      });
      const response = await getResponse(handlers, request);
      log(
        `${method} ${url.pathname} → ${response ? (response.type === 'error' ? 'network error' : response.status) : 404}`,
      );
      if (!response) {
        sendJson(
          res,
          404,
          { success: false, message: `Not found: ${method} ${url.pathname}`, code: 404 },
          cors,
        );
      } else if (response.type === 'error') {
        req.socket.destroy(); // the scenario asked for a network failure
      } else {
        await sendResponse(res, response, cors);
      }
    } catch (error) {
      log(`${method} ${req.url} → 500 (${error instanceof Error ? error.message : String(error)})`);
      sendJson(res, 500, { success: false, message: 'Mock gateway error', code: 500 }, cors);
    }
  });

  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', 'http://gateway.invalid').pathname;
    // Like CORS above: a page may open the socket only from a localhost origin (Node clients send none).
    const origin = req.headers.origin;
    if (path !== `${basePath}${MONEY_SOCKET_PATH}` || (origin && !LOCAL_ORIGIN.test(origin))) {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(req, socket, head, (client) => {
      log(`WS ${path} open`);
      const session = moneySocketSession(db, {
        send: (text) => client.send(text),
        close: (code, reason) => client.close(code, reason),
      });
      client.on('message', (data, isBinary) => {
        if (!isBinary) session.receive(data.toString('utf8'));
      });
      client.on('close', () => session.closed());
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${port}`,
    socketUrl: `ws://${urlHost}:${port}${basePath}${MONEY_SOCKET_PATH}`,
    port,
    host,
    db,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
