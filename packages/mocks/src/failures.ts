import { type EndpointName, endpoints } from '@sorte/gateway';
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import type { FailureMode } from './scenarios.ts';

export interface FailureOptions {
  /** Default '' : the override matches the endpoint path under any origin and prefix. */
  baseUrl?: string;
  /** Server message for 'rejected' / 'server-error'. */
  message?: string;
  /** For 'rate-limited' (default 30). */
  retryAfterSeconds?: number;
  /** Answer only the first matching request, then fall through to the normal handlers. */
  once?: boolean;
}

/** msw path pattern for a gateway path under a baseUrl ('' or '/gw': any origin; absolute: that origin). */
export function pathPattern(baseUrl: string, path: string): string {
  const base = baseUrl.trim().replace(/\/+$/, '');
  if (/^https?:\/\//i.test(base)) return `${base}${path}`;
  if (base === '' || base === '*') return `*${path}`;
  return `*${base.startsWith('/') ? base : `/${base}`}${path}`;
}

/** The response a failure mode produces (shared by scenario injection and the override helpers). */
export async function failureResponse(mode: FailureMode, options: FailureOptions = {}): Promise<Response> {
  switch (mode) {
    case 'server-error':
      return HttpResponse.json(
        { success: false, message: options.message ?? 'Internal server error (simulated)', code: 500 },
        { status: 500 },
      );
    case 'network-error':
      return HttpResponse.error();
    case 'timeout':
      await delay('infinite');
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse('{"success": true, "value": {', {
        headers: { 'Content-Type': 'application/json' },
      });
    case 'rejected':
      return HttpResponse.json({
        success: false,
        message: options.message ?? 'Request rejected (simulated)',
        code: 'SIMULATED',
      });
    case 'unauthorized':
      return HttpResponse.json(
        { success: false, message: 'You are not logged in, please login', code: 401 },
        { status: 401 },
      );
    case 'rate-limited':
      return HttpResponse.json(
        { success: false, message: 'Too many requests', code: 429 },
        { status: 429, headers: { 'Retry-After': String(options.retryAfterSeconds ?? 30) } },
      );
    case 'missing':
      return new HttpResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  }
}

function method(name: EndpointName) {
  const m = endpoints[name].method;
  return m === 'GET' ? http.get : m === 'POST' ? http.post : m === 'PUT' ? http.put : http.delete;
}

/** An override handler for `server.use()`, `worker.use()` or a story's `msw.use()`. */
export function failureHandler(
  name: EndpointName,
  mode: FailureMode,
  options: FailureOptions = {},
): HttpHandler {
  return method(name)(
    pathPattern(options.baseUrl ?? '', endpoints[name].path),
    () => failureResponse(mode, options),
    {
      once: options.once ?? false,
    },
  );
}

/** Ready-made overrides, e.g. `server.use(failures.network('login'))`. */
export const failures = {
  serverError: (name: EndpointName, options?: FailureOptions) =>
    failureHandler(name, 'server-error', options),
  network: (name: EndpointName, options?: FailureOptions) => failureHandler(name, 'network-error', options),
  timeout: (name: EndpointName, options?: FailureOptions) => failureHandler(name, 'timeout', options),
  malformed: (name: EndpointName, options?: FailureOptions) => failureHandler(name, 'malformed', options),
  rejected: (name: EndpointName, message?: string, options?: FailureOptions) =>
    failureHandler(name, 'rejected', { ...options, message }),
  unauthorized: (name: EndpointName, options?: FailureOptions) =>
    failureHandler(name, 'unauthorized', options),
  rateLimited: (name: EndpointName, retryAfterSeconds = 30, options?: FailureOptions) =>
    failureHandler(name, 'rate-limited', { ...options, retryAfterSeconds }),
  /** A gateway without this call: HTTP 404 (issue 24 item 4). */
  missing: (name: EndpointName, options?: FailureOptions) => failureHandler(name, 'missing', options),
  /** Delay the endpoint by `ms`, then let the normal handler answer. */
  latency: (
    name: EndpointName,
    ms: number,
    options?: Pick<FailureOptions, 'baseUrl' | 'once'>,
  ): HttpHandler =>
    method(name)(
      pathPattern(options?.baseUrl ?? '', endpoints[name].path),
      async () => {
        await delay(ms);
        return undefined;
      },
      { once: options?.once ?? false },
    ),
};
