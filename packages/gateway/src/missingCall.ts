// Apart from errors.ts, which every page loads: only the pages with a fallback need this (the 130 KB budget of `/`).
import { isGatewayError } from './errors.ts';

/**
 * The gateway does not offer this call (issue 24 item 4): HTTP 404 or 405, or an answer saying the endpoint or method
 * is unknown. For a call the spec does not name, the page falls back to what the spec does name or hides the entry;
 * a call the spec names that fails keeps the §8 texts.
 */
export function isCallMissing(error: unknown): boolean {
  if (!isGatewayError(error)) return false;
  if (error.status === 404 || error.status === 405) return true;
  const said = `${error.code ?? ''} ${error.serverMessage ?? ''}`.toLowerCase();
  return /unknown (endpoint|method|api|action)|(endpoint|method|api) not found|no such (endpoint|method)|not implemented/.test(
    said,
  );
}
