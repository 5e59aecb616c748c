import * as v from 'valibot';
import type { EndpointDefinition } from './endpoints.ts';
import { GatewayError } from './errors.ts';
import { summariseIssues } from './lenient.ts';

/** Where a call's request travels: GET carries it in the query string; other methods in the body unless told. */
export function requestTravelsInQuery(definition: Pick<EndpointDefinition, 'method' | 'requestIn'>): boolean {
  return (definition.requestIn ?? (definition.method === 'GET' ? 'query' : 'body')) === 'query';
}

/** A parsed request as query parameters: undefined and null values left out, arrays joined with ','. */
export function toQueryParams(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (value === null || typeof value !== 'object') return out;
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || item === null) continue;
    out[key] = Array.isArray(item) ? item.map(String).join(',') : String(item);
  }
  return out;
}

/**
 * The query parameters of a call whose request travels in the query, validated and stripped to the request
 * schema (nothing is sent when the input is invalid: kind 'invalid-request'); undefined for the other calls.
 */
export function requestQuery(
  name: string,
  definition: EndpointDefinition,
  input: unknown,
): Record<string, string> | undefined {
  if (!definition.request || !requestTravelsInQuery(definition)) return undefined;
  const parsed = v.safeParse(definition.request, input ?? {});
  if (!parsed.success) {
    const issues = summariseIssues(parsed.issues);
    throw new GatewayError('invalid-request', issues.join('; '), { endpoint: name, issues });
  }
  return toQueryParams(parsed.output);
}

/** The same parameters read back from a URL (the simulated gateway parses them with the request schema). */
export function queryInput(url: URL | string): Record<string, string> {
  const params = new URL(url, 'http://gateway.invalid').searchParams;
  const out: Record<string, string> = {};
  for (const [key, value] of params) if (key !== '__proto__' && !Object.hasOwn(out, key)) out[key] = value;
  return out;
}
