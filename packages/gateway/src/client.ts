// The gateway (and the simulated gateway under plain vite-node) takes the language table from this macro-free entry.
import { gatewayLanguageCode } from '@sorte/domain/languages';
import * as v from 'valibot';
import type { GatewayAdapter } from './adapter/types.ts';
import { coreEndpoints, type EndpointDefinition, MOD_ID_HEADER } from './coreEndpoints.ts';
import { ENCRYPTION_HEADER, type Encryptor, plainEncryptor } from './encryption.ts';
import type { EndpointInput, EndpointName, EndpointOutput } from './endpoints.ts';
import { EnvelopeSchema } from './envelope.ts';
import { GatewayError, type GatewayErrorInit } from './errors.ts';
import { dropNulls, summariseIssues } from './lenient.ts';
import { requestQuery } from './queryParams.ts';
import { DEFAULT_RETRY_POLICY, fullJitterDelay, parseRetryAfter, type RetryPolicy } from './retry.ts';
import type { ChangePasswordRequest } from './schemas/member.ts';
import type { LoginRequest, SmsNoLoginRequest } from './schemas/session.ts';

export type { AdaptedRequest, GatewayAdapter } from './adapter/types.ts';

export const DEFAULT_TIMEOUT_MS = 15_000;

const EMPTY: unique symbol = Symbol('empty body');

export interface GatewayClientOptions {
  /** From runtime config: '' (same origin), a relative prefix like '/gw', or an absolute URL. */
  baseUrl: string;
  getToken: () => string | null;
  /** Called on any HTTP 401 (before the 'unauthorized' error is thrown): clear the session. */
  onUnauthorized: () => void;
  /** Payload encryption for the encrypted calls. Default `plainEncryptor` (scheme 'none'). */
  encryptor?: Encryptor;
  /** Per try. Default 15000. */
  timeoutMs?: number;
  /**
   * The chosen language, as a §1 code or one of the site's locale tags: sent as its §1 code (`PT-BR`, `EN`, `AR`…)
   * in `Accept-Language`, and in the `language`/`lang` parameters of the calls that take one.
   */
  language?: () => string;
  fetch?: typeof fetch;
  /** §9 merchant code, for the endpoints whose parameters carry it (none in this set). */
  merchantCode?: string;
  /** Path overrides, e.g. for `permission` whose path the spec does not show. */
  endpointOverrides?: Partial<Record<EndpointName, string>>;
  /**
   * `X-Mod-Id` per endpoint name, or `default` for the calls no white-label module governs (see `EndpointDefinition.modId`);
   * an entry here wins over the table's.
   */
  modIds?: Partial<Record<EndpointName | 'default', string>>;
  /** Retry policy for idempotent GETs (tests inject `random` and `sleep`). */
  retry?: Partial<RetryPolicy>;
  /** The operator adapter (`/config.json` `adapter`; `parseOperatorAdapter` in `@sorte/gateway/adapter`). */
  adapter?: GatewayAdapter;
}

export interface CallOptions {
  /** Aborts the call (kind 'aborted'); combined with the per-try timeout. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra query parameters (undefined values are skipped). */
  query?: Record<string, string | number | boolean | undefined>;
  /** Extra headers (e.g. an `Idempotency-Key` for money actions). */
  headers?: Record<string, string>;
  /** Sends this call in place of the client's fetch (an upload that reports its progress: ./upload.ts). */
  transport?: typeof fetch;
}

/** The calls every page needs from the start; feature groups are added by ./fullClient.ts. */
export interface CoreGatewayClient {
  call<N extends EndpointName>(
    name: N,
    input: EndpointInput<N>,
    options?: CallOptions,
  ): Promise<EndpointOutput<N>>;
  /** The URL a call goes to (after `endpointOverrides`). */
  urlFor(name: EndpointName, query?: CallOptions['query']): string;
  readonly merchantCode: string | undefined;
  /**
   * The same client (token, language, encryption, fetch) over this table plus `table`: how a feature brings its
   * calls with its own chunk instead of the entry's.
   */
  withEndpoints(table: EndpointTable): CoreGatewayClient;
  system: {
    status(options?: CallOptions): Promise<EndpointOutput<'systemStatus'>>;
    whiteLabel(options?: CallOptions): Promise<EndpointOutput<'whiteLabel'>>;
    permission(options?: CallOptions): Promise<EndpointOutput<'permission'>>;
    /** The domains this site may be served from (§8 domain check). */
    domainRoute(options?: CallOptions): Promise<EndpointOutput<'domainRoute'>>;
  };
  captcha: {
    get(options?: CallOptions): Promise<EndpointOutput<'captcha'>>;
  };
  session: {
    login(body: LoginRequest, options?: CallOptions): Promise<EndpointOutput<'login'>>;
    logout(options?: CallOptions): Promise<EndpointOutput<'logout'>>;
  };
  verification: {
    smsNoLogin(body: SmsNoLoginRequest, options?: CallOptions): Promise<EndpointOutput<'smsNoLogin'>>;
  };
  member: {
    info(options?: CallOptions): Promise<EndpointOutput<'memberInfo'>>;
    /** POST /wps/member/password (token, encrypted, never retried). Resolves to undefined. */
    changePassword(
      body: ChangePasswordRequest,
      options?: CallOptions,
    ): Promise<EndpointOutput<'changePassword'>>;
  };
  wallet: {
    balance(options?: CallOptions): Promise<EndpointOutput<'balance'>>;
  };
}

/** Endpoint definitions by name: the core table, or the core table joined with feature tables. */
export type EndpointTable = Readonly<Record<string, EndpointDefinition>>;

interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
}

function joinUrl(baseUrl: string, path: string, query?: CallOptions['query']): string {
  const base = baseUrl.replace(/\/+$/, '');
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return `${base}${cleanPath}${search ? `?${search}` : ''}`;
}

function headersToRecord(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

/** Parse a body as an envelope, or undefined when it is not one (used for error statuses). */
function peekEnvelope(text: string) {
  try {
    const parsed = v.safeParse(EnvelopeSchema, dropNulls(JSON.parse(text)));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/** A validated multipart request: text parts for fields (undefined left out), file parts for Blobs; a list is one part per item. */
function formData(fields: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields as Record<string, unknown>)) {
    if (value === undefined) continue;
    for (const part of Array.isArray(value) ? value : [value]) {
      if (part instanceof Blob) form.append(key, part, part instanceof File ? part.name : key);
      else form.append(key, String(part));
    }
  }
  return form;
}

/** The client over the core endpoints only: what the site's entry chunk needs. */
export function createCoreGatewayClient(options: GatewayClientOptions): CoreGatewayClient {
  return createClientOver(coreEndpoints, options);
}

/**
 * A client over any endpoint table. A call whose name is not in `table` fails with 'invalid-request', so a
 * feature must bring its table (see ./fullClient.ts).
 */
export function createClientOver(table: EndpointTable, options: GatewayClientOptions): CoreGatewayClient {
  const definitionOf = (name: EndpointName): EndpointDefinition => {
    const definition = table[name];
    if (!definition)
      throw new GatewayError('invalid-request', `unknown endpoint ${name}`, { endpoint: name });
    return definition;
  };
  const encryptor = options.encryptor ?? plainEncryptor;
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  // Resolved at call time so test interceptors (msw) that patch globalThis.fetch are honoured.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function urlFor(name: EndpointName, query?: CallOptions['query']) {
    return joinUrl(options.baseUrl, options.endpointOverrides?.[name] ?? definitionOf(name).path, query);
  }

  async function send(
    name: EndpointName,
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string | FormData },
    callOptions: CallOptions,
  ): Promise<RawResponse> {
    const caller = callOptions.signal;
    if (caller?.aborted) throw new GatewayError('aborted', 'aborted before sending', { endpoint: name });
    const controller = new AbortController();
    let timedOut = false;
    const timeoutMs = callOptions.timeoutMs ?? defaultTimeout;
    const timer = setTimeout(() => {
      timedOut = true;
      // The catch below says why (timedOut): the abort needs no reason of its own.
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort(caller?.reason);
    caller?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      const response = await (callOptions.transport ?? doFetch)(url, { ...init, signal: controller.signal });
      const text = await response.text();
      return { status: response.status, headers: response.headers, text };
    } catch (cause) {
      if (timedOut)
        throw new GatewayError('timeout', `no answer within ${timeoutMs} ms`, { endpoint: name, cause });
      if (caller?.aborted)
        throw new GatewayError('aborted', 'aborted by the caller', { endpoint: name, cause });
      throw new GatewayError('network', cause instanceof Error ? cause.message : 'request failed', {
        endpoint: name,
        cause,
      });
    } finally {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onCallerAbort);
    }
  }

  function failOnStatus(name: EndpointName, raw: RawResponse): void {
    const { status } = raw;
    if (status >= 200 && status < 300) return;
    const envelope = peekEnvelope(raw.text);
    const init: GatewayErrorInit = {
      endpoint: name,
      status,
      serverMessage: envelope?.message,
      code: envelope?.code,
      value: envelope?.value,
      envelope,
    };
    if (status === 401) {
      if (definitionOf(name).unauthorizedIsRejection && envelope?.success === false) {
        throw new GatewayError('rejected', envelope.message ?? 'rejected (401)', init);
      }
      options.onUnauthorized();
      throw new GatewayError('unauthorized', 'HTTP 401', init);
    }
    if (status === 429) {
      const retryAfterSeconds = parseRetryAfter(raw.headers.get('Retry-After'));
      throw new GatewayError('rate-limited', `HTTP 429 (retry after ${retryAfterSeconds ?? '?'} s)`, {
        ...init,
        retryAfterSeconds,
      });
    }
    if (status >= 500) throw new GatewayError('server', `HTTP ${status}`, init);
    // A 4xx that carries a proper `success:false` envelope is the server saying no (lenient: some
    // gateways answer a business rejection with 400/403/409/422); 404/405 stay plain HTTP errors.
    if (status >= 400 && status !== 404 && status !== 405 && envelope?.success === false) {
      throw new GatewayError('rejected', envelope.message ?? `rejected (HTTP ${status})`, init);
    }
    throw new GatewayError('http', `HTTP ${status}`, init);
  }

  async function readBody(name: EndpointName, raw: RawResponse): Promise<unknown | typeof EMPTY> {
    if (raw.text.trim() === '') return EMPTY;
    let text = raw.text;
    const scheme = raw.headers.get(ENCRYPTION_HEADER);
    const decrypt = async (body: string) => {
      try {
        return await encryptor.decrypt(body, headersToRecord(raw.headers));
      } catch (cause) {
        throw new GatewayError('invalid-response', 'cannot decrypt', {
          endpoint: name,
          status: raw.status,
          cause,
        });
      }
    };
    if (scheme && scheme.toLowerCase() !== 'none') {
      if (scheme.toLowerCase() !== encryptor.scheme.toLowerCase()) {
        throw new GatewayError('invalid-response', `unknown scheme "${scheme}"`, {
          endpoint: name,
          status: raw.status,
        });
      }
      text = await decrypt(text);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (cause) {
      throw new GatewayError('invalid-response', 'not JSON', {
        endpoint: name,
        status: raw.status,
        cause,
      });
    }
    // CORS may hide the scheme header: an encrypted call whose body is exactly { data: "..." }.
    if (
      !scheme &&
      definitionOf(name).encrypted &&
      encryptor.scheme !== 'none' &&
      json !== null &&
      typeof json === 'object' &&
      Object.keys(json).length === 1 &&
      typeof (json as { data?: unknown }).data === 'string'
    ) {
      try {
        json = JSON.parse(await decrypt(text));
      } catch (cause) {
        if (cause instanceof GatewayError) throw cause;
        throw new GatewayError('invalid-response', 'not JSON (decrypted)', { endpoint: name, cause });
      }
    }
    return json;
  }

  async function once<N extends EndpointName>(
    name: N,
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string | FormData },
    callOptions: CallOptions,
  ): Promise<EndpointOutput<N>> {
    const definition = definitionOf(name);
    const raw = await send(name, url, init, callOptions);
    failOnStatus(name, raw);
    const body = await readBody(name, raw);
    let value: unknown;
    if (body === EMPTY) {
      if (!definition.emptyBodyOk) {
        throw new GatewayError('invalid-response', 'empty body', { endpoint: name, status: raw.status });
      }
      value = undefined;
    } else {
      const envelope = v.safeParse(EnvelopeSchema, dropNulls(body));
      if (!envelope.success) {
        throw new GatewayError('invalid-response', 'not a gateway envelope', {
          endpoint: name,
          status: raw.status,
          issues: summariseIssues(envelope.issues),
        });
      }
      const { success, message, code } = envelope.output;
      if (!success) {
        throw new GatewayError('rejected', message ?? 'rejected', {
          endpoint: name,
          status: raw.status,
          serverMessage: message,
          code,
          value: envelope.output.value,
          envelope: envelope.output,
        });
      }
      // An operator adapter reads the whole answer: where the data lives, its names and its words.
      value = options.adapter ? options.adapter.response(name, dropNulls(body)) : envelope.output.value;
    }
    const parsed = v.safeParse(definition.response as v.GenericSchema, value);
    if (!parsed.success) {
      const issues = summariseIssues(parsed.issues);
      // For the operator (issue 24 item 4): which call and which JSON paths did not read, never a value.
      void import('./unreadable.ts').then((module) => module.warnUnreadable(name, parsed.issues));
      throw new GatewayError('invalid-response', `unexpected value: ${issues.join('; ')}`, {
        endpoint: name,
        status: raw.status,
        issues,
      });
    }
    return parsed.output as EndpointOutput<N>;
  }

  async function call<N extends EndpointName>(
    name: N,
    input: EndpointInput<N>,
    callOptions: CallOptions = {},
  ): Promise<EndpointOutput<N>> {
    const definition = definitionOf(name);
    const headers: Record<string, string> = { Accept: 'application/json' };
    const modId = options.modIds?.[name] ?? definition.modId ?? options.modIds?.default;
    if (modId) headers[MOD_ID_HEADER] = modId;
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const language = options.language?.();
    if (language) headers['Accept-Language'] = gatewayLanguageCode(language);

    let body: string | FormData | undefined;
    // GET (and `requestIn: 'query'`) calls send their validated request as query parameters.
    let query = requestQuery(name, definition, input);
    let payload: unknown;
    if (definition.request && query === undefined) {
      const parsed = v.safeParse(definition.request as v.GenericSchema, input);
      if (!parsed.success) {
        throw new GatewayError('invalid-request', summariseIssues(parsed.issues).join('; '), {
          endpoint: name,
          issues: summariseIssues(parsed.issues),
        });
      }
      payload = parsed.output;
    }
    // The operator's names, constants and words, and fields moved between query and body (./adapter/).
    if (options.adapter)
      ({ query, body: payload } = options.adapter.request(name, { query, body: payload }, definition.method));
    if (payload !== undefined) {
      if (definition.requestIn === 'multipart') {
        // fetch writes the multipart Content-Type with its boundary itself.
        body = formData(payload);
      } else {
        const json = JSON.stringify(payload);
        headers['Content-Type'] = 'application/json';
        if (definition.encrypted) {
          const sealed = await encryptor.encrypt(json);
          body = sealed.body;
          Object.assign(headers, sealed.headers);
        } else body = json;
      }
    }
    Object.assign(headers, callOptions.headers);

    const url = urlFor(name, { ...query, ...callOptions.query });
    const init = { method: definition.method, headers, ...(body === undefined ? {} : { body }) };
    const maxAttempts = definition.retry && definition.method === 'GET' ? Math.max(1, policy.maxAttempts) : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(name, url, init, callOptions);
      } catch (error) {
        const retriable =
          error instanceof GatewayError && (error.kind === 'network' || error.kind === 'server');
        if (!retriable || attempt >= maxAttempts) throw error;
        try {
          await policy.sleep(fullJitterDelay(attempt, policy), callOptions.signal);
        } catch (cause) {
          throw new GatewayError('aborted', 'aborted while waiting to retry', { endpoint: name, cause });
        }
      }
    }
  }

  return {
    call,
    urlFor,
    merchantCode: options.merchantCode,
    withEndpoints: (extra) => createClientOver({ ...table, ...extra }, options),
    system: {
      status: (o) => call('systemStatus', undefined, o),
      whiteLabel: (o) => call('whiteLabel', undefined, o),
      permission: (o) => call('permission', undefined, o),
      domainRoute: (o) => call('domainRoute', undefined, o),
    },
    captcha: { get: (o) => call('captcha', undefined, o) },
    session: {
      login: (body, o) => call('login', body, o),
      logout: (o) => call('logout', undefined, o),
    },
    verification: { smsNoLogin: (body, o) => call('smsNoLogin', body, o) },
    member: {
      info: (o) => call('memberInfo', undefined, o),
      changePassword: (body, o) => call('changePassword', body, o),
    },
    wallet: { balance: (o) => call('balance', undefined, o) },
  };
}
