import { isObject, put, type Scalar } from './paths.ts';
import type { AdaptedRequest } from './types.ts';

export type { AdaptedRequest, Scalar };

/** What an operator adapter changes in a request (names are top-level fields, ours before `rename`). */
export interface RequestAdapter {
  /** Our field name → the operator's (query and body). */
  rename?: Record<string, string>;
  /** Fields added where the request travels (query or body), before the moves, so a move can take them. */
  constants?: Record<string, Scalar>;
  /** Our field → { our value → the operator's }, for enumerated words (a direction, an action). */
  values?: Record<string, Record<string, Scalar>>;
  /** Fields moved from the query string into the JSON body. */
  toBody?: string[];
  /** Fields moved from the body into the query string. */
  toQuery?: string[];
}

/** A field of the request's own (never one inherited from Object.prototype). */
function own(fields: Record<string, unknown> | undefined, key: string): unknown {
  return fields && Object.hasOwn(fields, key) ? fields[key] : undefined;
}

/** A body field as a query parameter: lists joined with ',' (as ../queryParams.ts sends them), objects as JSON. */
function queryValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(',');
  return isObject(value) ? JSON.stringify(value) : String(value);
}

function renamed(fields: Record<string, unknown>, rename: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // Fields the adapter does not rename first, so a renamed field wins a clash with one the request already had.
  for (const [key, value] of Object.entries(fields)) if (!Object.hasOwn(rename, key)) put(out, key, value);
  for (const [key, value] of Object.entries(fields)) {
    if (Object.hasOwn(rename, key)) put(out, rename[key] as string, value);
  }
  return out;
}

/**
 * Applies a request adapter (pure: the input is not changed). In order: constants are added where the request
 * travels (`travelsIn`), enumerated values are mapped, fields move between query and body, fields are renamed.
 * A body that is not an object (none, or a list) keeps what it is; fields moved into a missing body make one.
 */
export function adaptRequest(
  adapter: RequestAdapter,
  request: AdaptedRequest,
  travelsIn: 'query' | 'body',
): AdaptedRequest {
  let query = request.query ? { ...request.query } : undefined;
  let body: unknown = isObject(request.body) ? { ...request.body } : request.body;
  const bodyFields = () => {
    if (body === undefined) body = {};
    return isObject(body) ? body : undefined;
  };
  const queryFields = () => (query ??= {});

  for (const [key, value] of Object.entries(adapter.constants ?? {})) {
    if (travelsIn === 'query') queryFields()[key] = String(value);
    else {
      const fields = bodyFields();
      if (fields) fields[key] = value;
    }
  }
  for (const [key, map] of Object.entries(adapter.values ?? {})) {
    const inQuery = own(query, key) as string | undefined;
    if (inQuery !== undefined && query && Object.hasOwn(map, inQuery)) query[key] = String(map[inQuery]);
    if (isObject(body) && own(body, key) !== undefined) {
      const word = String(body[key]);
      if (Object.hasOwn(map, word)) body[key] = map[word];
    }
  }
  for (const key of adapter.toQuery ?? []) {
    if (isObject(body) && own(body, key) !== undefined) {
      queryFields()[key] = queryValue(body[key]);
      delete body[key];
    }
  }
  for (const key of adapter.toBody ?? []) {
    if (own(query, key) !== undefined && query) {
      const fields = bodyFields();
      if (fields) fields[key] = query[key];
      delete query[key];
    }
  }
  if (adapter.rename) {
    if (query) query = renamed(query, adapter.rename) as Record<string, string>;
    if (isObject(body)) body = renamed(body, adapter.rename);
  }
  return { ...(query ? { query } : {}), ...(body === undefined ? {} : { body }) };
}
