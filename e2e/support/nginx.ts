import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** Debian's nginx and its brotli module, as scripts/ensure-nginx.sh installs them. */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_STATIC_MODULE =
  process.env.NGINX_BROTLI_STATIC_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const MIME_TYPES = process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types';

/** Fails loudly (CI installs both): a missing server must not turn into a skipped test. */
function requireFile(file: string, what: string, mode = constants.R_OK) {
  try {
    accessSync(file, mode);
  } catch {
    throw new Error(
      `${what} was not found at ${file}: run \`bash scripts/ensure-nginx.sh\` as root (Debian's nginx and ` +
        'libnginx-mod-http-brotli-static), or set NGINX_PATH, NGINX_BROTLI_STATIC_MODULE and NGINX_MIME_TYPES.',
    );
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts nginx in the foreground as a child process, everything it writes under `dir` (pid, logs, temporary files),
 * on a free local port, with the `server` block `site(listen)` returns in a minimal main configuration.
 */
export async function startNginx(dir: string, site: (listen: string) => string): Promise<RunningNginx> {
  requireFile(NGINX, 'nginx', constants.X_OK);
  requireFile(BROTLI_STATIC_MODULE, "nginx's brotli static module");
  requireFile(MIME_TYPES, "nginx's mime.types");
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  writeFileSync(path.join(dir, 'site.conf'), site(`127.0.0.1:${port}`));
  const temp = (name: string) => path.join(dir, 'temp', name);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      `load_module ${BROTLI_STATIC_MODULE};`,
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      `    include ${MIME_TYPES};`,
      '    default_type application/octet-stream;',
      '    access_log off;',
      '    sendfile on;',
      `    client_body_temp_path ${temp('client_body')};`,
      `    proxy_temp_path ${temp('proxy')};`,
      `    fastcgi_temp_path ${temp('fastcgi')};`,
      `    uwsgi_temp_path ${temp('uwsgi')};`,
      `    scgi_temp_path ${temp('scgi')};`,
      `    include ${path.join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A worker that dies without its afterAll must not leave the server behind.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(child, url, () => readFileSync(path.join(dir, 'error.log'), 'utf8'));
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        process.off('exit', killOnExit);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}

async function waitUntilServing(child: ChildProcess, url: string, errorLog: () => string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      let log = '';
      try {
        log = errorLog();
      } catch {
        // nginx stopped before it opened its log: its own message went to stderr
      }
      throw new Error(`nginx exited (${child.exitCode}) before serving ${url}\n${log}`);
    }
    try {
      await fetch(`${url}/index.html`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer at ${url} within 15 s`);
}
