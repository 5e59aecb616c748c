import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { GatewayClientOptions } from '../client.ts';
import { type GatewayError, isGatewayError } from '../errors.ts';
import { createGatewayClient } from '../fullClient.ts';

/** Where the tests' gateway answers. */
export const GATEWAY = 'http://gateway.test';

/** The gateway's success envelope around `value`. */
export const ok = (value?: unknown) => HttpResponse.json({ success: true, value });

export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
  /** The request itself, unread (for a multipart body: `formData()`). */
  request: Request;
}

type Answer = () => Response | Promise<Response>;

/**
 * The gateway of one test file: an MSW server (listening from beforeAll, its handlers reset after each test) and
 * full clients on it (token `tok-9`, no waiting between retries; `defaults`, then each call's `overrides`, on top).
 */
export function testGateway(defaults: Partial<GatewayClientOptions> = {}) {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const client = (overrides: Partial<GatewayClientOptions> = {}) =>
    createGatewayClient({
      baseUrl: GATEWAY,
      getToken: () => 'tok-9',
      onUnauthorized: () => {},
      retry: { sleep: async () => {} },
      ...defaults,
      ...overrides,
    });

  /**
   * Answers `method path` (any method with `all`) and records each request. `answer` makes the response, or is the
   * value of a success envelope.
   */
  const capture = (
    method: 'all' | 'get' | 'post' | 'put' | 'delete',
    path: string,
    answer: Answer | unknown = undefined,
  ): SeenRequest[] => {
    const seen: SeenRequest[] = [];
    server.use(
      http[method](`${GATEWAY}${path}`, async ({ request }) => {
        const unread = request.clone();
        seen.push({
          method: request.method,
          url: new URL(request.url),
          headers: request.headers,
          body: await request.text(),
          request: unread,
        });
        return typeof answer === 'function' ? (answer as Answer)() : ok(answer);
      }),
    );
    return seen;
  };

  return { server, client, capture };
}

/** The GatewayError `promise` rejects with (any other failure is thrown on; a fulfilment fails the test). */
export async function rejection(promise: Promise<unknown>): Promise<GatewayError> {
  try {
    await promise;
  } catch (error) {
    if (isGatewayError(error)) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}
