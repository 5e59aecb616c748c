/**
 * The operator adapter (`/config.json` `adapter`, gateway README "Operator adapter"): per endpoint name, what to
 * change in a request before it is sent and in an answer before the endpoint's reader reads it, so an operator's
 * gateway that chose other names needs no fork. Loaded only when the config has an adapter.
 */
import * as v from 'valibot';
import { GatewayError } from '../errors.ts';
import { isObject } from './paths.ts';
import { type AdaptedRequest, adaptRequest, type RequestAdapter } from './request.ts';
import { adaptResponse, type ResponseAdapter } from './response.ts';
import { adapterIssues, type OperatorAdapterConfig, OperatorAdapterSchema } from './schema.ts';
import type { GatewayAdapter } from './types.ts';

export { parsePath } from './paths.ts';
export type { AdaptedRequest, GatewayAdapter, OperatorAdapterConfig, RequestAdapter, ResponseAdapter };
export { adapterIssues, adaptRequest, adaptResponse, OperatorAdapterSchema };

type EndpointAdapter = { request?: RequestAdapter; response?: ResponseAdapter };

/** The client's hooks over a validated adapter. */
export function createGatewayAdapter(config: OperatorAdapterConfig): GatewayAdapter {
  const entries: Partial<Record<string, EndpointAdapter>> = config;
  const entry = (name: string) => (Object.hasOwn(entries, name) ? entries[name] : undefined);
  return {
    request(name, request, method) {
      const adapter: RequestAdapter | undefined = entry(name)?.request;
      if (!adapter) return request;
      const travelsIn =
        request.query !== undefined
          ? 'query'
          : request.body !== undefined || method !== 'GET'
            ? 'body'
            : 'query';
      const { query, body } = adaptRequest(adapter, request, travelsIn);
      if (method !== 'GET' && method !== 'HEAD') return { query, body };
      // fetch sends no body with a GET: an adapter that moves fields there is a configuration mistake.
      if (body !== undefined && !(isObject(body) && Object.keys(body).length === 0))
        throw new GatewayError(
          'invalid-request',
          `the adapter of ${name} puts a body on a ${method} request`,
          {
            endpoint: name,
          },
        );
      return { query };
    },
    response(name, answer) {
      const adapter: ResponseAdapter | undefined = entry(name)?.response;
      return adapter ? adaptResponse(adapter, answer) : (answer as { value?: unknown }).value;
    },
  };
}

export type ParsedOperatorAdapter =
  | { ok: true; adapter: GatewayAdapter; config: OperatorAdapterConfig }
  | { ok: false; issues: string[] };

/** Validates `/config.json` `adapter`; each problem names its key (`adapter.deposit.request.rename: …`). */
export function parseOperatorAdapter(input: unknown): ParsedOperatorAdapter {
  const parsed = v.safeParse(OperatorAdapterSchema, input);
  if (!parsed.success) return { ok: false, issues: adapterIssues(parsed.issues) };
  return { ok: true, adapter: createGatewayAdapter(parsed.output), config: parsed.output };
}

/**
 * A runtime config (the app's `/config.json` result) whose config has an `adapter` key → the same with the compiled
 * adapter beside it, or an invalid config whose detail names each wrong key and its problem.
 */
export function withParsedAdapter<R extends { ok: true; config: { adapter?: unknown } }>(
  result: R,
): (R & { adapter: GatewayAdapter }) | { ok: false; reason: 'invalid'; detail: string } {
  const parsed = parseOperatorAdapter(result.config.adapter);
  return parsed.ok
    ? { ...result, adapter: parsed.adapter }
    : { ok: false, reason: 'invalid', detail: parsed.issues.join('; ') };
}
