import {
  AES_GCM_SCHEME,
  createAesGcmEncryptor,
  ENCRYPTION_HEADER,
  type EndpointName,
  endpoints,
  summariseIssues,
} from '@sorte/gateway';
import { delay, type HttpHandler, HttpResponse, type HttpResponseResolver, http } from 'msw';
import * as v from 'valibot';
import type { MockDb } from '../db.ts';
import { type Dialect, reshapeEnvelope } from '../dialect.ts';
import { failureResponse, pathPattern } from '../failures.ts';
import { OPERATOR_REQUESTS, requestFromOperator } from '../operatorDialect.ts';

/** A demo AES-256 key (base64) shared by the mocks and the demo runtime config. Not a secret. */
export const DEMO_ENCRYPTION_KEY = 'c29ydGUtZGVtby1rZXktMzItYnl0ZXMtbG9uZyEhISE=';

export interface HandlerContext {
  db: MockDb;
  baseUrl: string;
  encryptionKey: string;
  paths: Partial<Record<EndpointName, string>>;
}

export const ok = (value: unknown = null) => HttpResponse.json({ success: true, value });

export const reject = (message: string, value?: unknown, code?: string | number) =>
  HttpResponse.json({
    success: false,
    message,
    ...(code === undefined ? {} : { code }),
    value: value ?? null,
  });

/**
 * §8 phone authentication: the SMS provider refused this step (sending a code or checking one), as the scenario
 * asks (null: it did not).
 */
export function phoneAuthProblem(ctx: HandlerContext, step: 'send' | 'verify') {
  const { phoneAuthError: code, phoneAuthStep } = ctx.db.scenario;
  if (code === null || (phoneAuthStep !== 'both' && phoneAuthStep !== step)) return null;
  return { message: `Firebase: Error (auth/${code}).`, code: `auth/${code}` };
}

/** `phoneAuthProblem` as a response. */
export function phoneAuthRefusal(ctx: HandlerContext, step: 'send' | 'verify') {
  const problem = phoneAuthProblem(ctx, step);
  return problem && reject(problem.message, null, problem.code);
}

export const unauthorized = () =>
  HttpResponse.json(
    { success: false, message: 'You are not logged in, please login', code: 401 },
    { status: 401 },
  );

const badRequest = (message: string) =>
  HttpResponse.json({ success: false, message, code: 400 }, { status: 400 });

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('Authorization')?.trim();
  if (!header) return undefined;
  return header.replace(/^Bearer\s+/i, '') || undefined;
}

function schemeOf(request: Request): string {
  return (request.headers.get(ENCRYPTION_HEADER) ?? 'none').trim().toLowerCase();
}

/** Read (and decrypt) a request body and check it against the gateway's request schema. */
export async function readPayload<S extends v.GenericSchema>(
  ctx: HandlerContext,
  request: Request,
  schema: S,
): Promise<{ ok: true; data: v.InferOutput<S> } | { ok: false; response: Response }> {
  let text = await request.text();
  const scheme = schemeOf(request);
  if (scheme === AES_GCM_SCHEME) {
    try {
      text = await createAesGcmEncryptor(ctx.encryptionKey).decrypt(text, {});
    } catch {
      return { ok: false, response: badRequest('Could not decrypt the payload') };
    }
  } else if (scheme !== 'none') {
    return { ok: false, response: badRequest(`Unknown payload encryption "${scheme}"`) };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, response: badRequest('Malformed JSON body') };
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) {
    return { ok: false, response: badRequest(`Invalid body: ${summariseIssues(parsed.issues).join('; ')}`) };
  }
  return { ok: true, data: parsed.output };
}

/** An answer to an AES-encrypted request is encrypted the same way (plain answers stay plain). */
async function mirrorEncryption(
  ctx: HandlerContext,
  request: Request,
  response: Response,
): Promise<Response> {
  if (schemeOf(request) !== AES_GCM_SCHEME || response.type === 'error' || response.status >= 500)
    return response;
  const sealed = await createAesGcmEncryptor(ctx.encryptionKey).encrypt(await response.text());
  const headers = new Headers(response.headers);
  for (const [key, value] of Object.entries(sealed.headers)) headers.set(key, value);
  return new HttpResponse(sealed.body, { status: response.status, headers });
}

/** A success answer in the scenario's dialect (./dialect.ts); anything else as it is. */
async function inDialect(dialect: Dialect, name: EndpointName, response: Response): Promise<Response> {
  if (dialect === 'codes' || response.status !== 200) return response;
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return response;
  const envelope = (await response.clone().json()) as { success?: unknown; value?: unknown };
  if (envelope?.success !== true) return response;
  return HttpResponse.json(reshapeEnvelope(dialect, name, envelope), {
    status: response.status,
    headers: response.headers,
  });
}

/**
 * A request of the `operator` dialect with its fields under our names (../operatorDialect.ts), so the handlers stay
 * single: the query, and a JSON body (decrypted first; handed on plain). Multipart bodies pass as they are.
 */
async function requestInOurNames(
  ctx: HandlerContext,
  name: EndpointName,
  request: Request,
): Promise<Request | Response> {
  const url = new URL(request.url);
  const query = requestFromOperator(name, Object.fromEntries(url.searchParams));
  if (!query.ok) return badRequest(query.message);
  url.search = new URLSearchParams(
    Object.entries(query.fields).map(([key, value]) => [key, String(value)]),
  ).toString();
  const headers = new Headers(request.headers);
  let body: string | ArrayBuffer | undefined;
  if (!['GET', 'HEAD'].includes(request.method) && !(headers.get('Content-Type') ?? '').includes('json'))
    body = await request.arrayBuffer();
  else if (!['GET', 'HEAD'].includes(request.method)) {
    body = await request.text();
    if (body !== '') {
      if (schemeOf(request) === AES_GCM_SCHEME) {
        try {
          body = await createAesGcmEncryptor(ctx.encryptionKey).decrypt(body, {});
        } catch {
          return badRequest('Could not decrypt the payload');
        }
        headers.set(ENCRYPTION_HEADER, 'none');
      }
      let fields: unknown;
      try {
        fields = JSON.parse(body);
      } catch {
        return badRequest('Malformed JSON body');
      }
      if (fields !== null && typeof fields === 'object' && !Array.isArray(fields)) {
        const translated = requestFromOperator(name, fields as Record<string, unknown>);
        if (!translated.ok) return badRequest(translated.message);
        body = JSON.stringify(translated.fields);
      }
    }
  }
  return new Request(url, { method: request.method, headers, ...(body === undefined ? {} : { body }) });
}

/**
 * The handler for one gateway endpoint: path and method from the gateway's endpoint table,
 * scenario latency and failure injection first, then the happy-path resolver.
 */
export function endpointHandler(
  ctx: HandlerContext,
  name: EndpointName,
  resolver: HttpResponseResolver,
): HttpHandler {
  const definition = endpoints[name];
  const path = pathPattern(ctx.baseUrl, ctx.paths[name] ?? definition.path);
  const route =
    definition.method === 'GET'
      ? http.get
      : definition.method === 'POST'
        ? http.post
        : definition.method === 'PUT'
          ? http.put
          : http.delete;
  return route(path, async (info) => {
    const { scenario } = ctx.db;
    const latency = scenario.latencyMs + (scenario.endpointLatencyMs[name] ?? 0);
    if (latency > 0) await delay(latency);
    const failure = scenario.failures[name];
    if (failure) return failureResponse(failure);
    const request =
      scenario.dialect === 'operator' && OPERATOR_REQUESTS[name]
        ? await requestInOurNames(ctx, name, info.request)
        : info.request;
    if (request instanceof Response) return request;
    const answered = await resolver({ ...info, request });
    if (!(answered instanceof Response)) return answered;
    const response = await inDialect(scenario.dialect, name, answered);
    return definition.encrypted ? mirrorEncryption(ctx, info.request, response) : response;
  });
}
