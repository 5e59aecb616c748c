/**
 * Error KINDS only: user-facing texts are mapped elsewhere (domain/app), keyed by `kind`.
 * The server's own `message` travels as data in `serverMessage`.
 */
export const GATEWAY_ERROR_KINDS = [
  'network',
  'timeout',
  'aborted',
  'server',
  'http',
  'invalid-response',
  'invalid-request',
  'rejected',
  'unauthorized',
  'rate-limited',
] as const;

export type GatewayErrorKind = (typeof GATEWAY_ERROR_KINDS)[number];

export interface GatewayErrorInit {
  endpoint?: string;
  status?: number;
  serverMessage?: string;
  code?: string | number;
  value?: unknown;
  envelope?: Readonly<Record<string, unknown>>;
  retryAfterSeconds?: number;
  issues?: readonly string[];
  cause?: unknown;
}

export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  readonly kind: GatewayErrorKind;
  /** The endpoint name (see `endpoints`), when known. */
  readonly endpoint: string | undefined;
  /** HTTP status, when a response arrived. */
  readonly status: number | undefined;
  /** The server's `message` field, verbatim (data, not UI copy). */
  readonly serverMessage: string | undefined;
  readonly code: string | number | undefined;
  /** The raw envelope `value` of a rejection (a failed login carries its captcha flag here). */
  readonly value: unknown;
  /** The whole refusing envelope, for what a gateway puts beside `value` (a failed field: `field`, `errors`). */
  readonly envelope: Readonly<Record<string, unknown>> | undefined;
  /** Seconds to wait before trying again (kind 'rate-limited', from `Retry-After`). */
  readonly retryAfterSeconds: number | undefined;
  /** Summarised schema issues (kinds 'invalid-response' and 'invalid-request'). */
  readonly issues: readonly string[];

  constructor(kind: GatewayErrorKind, detail: string, init: GatewayErrorInit = {}) {
    super(`${init.endpoint ? `${init.endpoint}: ` : ''}${kind}: ${detail}`, { cause: init.cause });
    this.kind = kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.code = init.code;
    this.value = init.value;
    this.envelope = init.envelope;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.issues = init.issues ?? [];
  }
}

export function isGatewayError(error: unknown, kind?: GatewayErrorKind): error is GatewayError {
  return error instanceof GatewayError && (kind === undefined || error.kind === kind);
}
