import { queryInput, summariseIssues } from '@sorte/gateway';
import { HttpResponse } from 'msw';
import * as v from 'valibot';

const badRequest = (message: string) =>
  HttpResponse.json({ success: false, message, code: 400 }, { status: 400 });

/**
 * Read a GET (or query-carrying DELETE) request's parameters with the gateway's own request schema, as the
 * client sent them. A missing or malformed parameter answers 400 like a bad body does.
 */
export function readQuery<S extends v.GenericSchema>(
  request: Request,
  schema: S,
): { ok: true; data: v.InferOutput<S> } | { ok: false; response: Response } {
  const parsed = v.safeParse(schema, queryInput(request.url));
  if (!parsed.success) {
    return { ok: false, response: badRequest(`Invalid query: ${summariseIssues(parsed.issues).join('; ')}`) };
  }
  return { ok: true, data: parsed.output };
}

/** The page `pageNo` (1-based) of a list, and how many pages there are. */
export function page<T>(
  list: readonly T[],
  pageNo: number,
  pageSize: number,
): { items: T[]; totalPages: number } {
  const size = Math.max(1, Math.floor(pageSize));
  const current = Math.max(1, Math.floor(pageNo));
  return {
    items: list.slice((current - 1) * size, current * size),
    totalPages: Math.ceil(list.length / size),
  };
}
