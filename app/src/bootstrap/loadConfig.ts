import {
  parseRuntimeConfig,
  type RuntimeConfigResult,
  withOperatorAdapter,
} from '../config/runtimeConfig.ts';

/**
 * Reads /config.json with a timeout; a missing or broken file is a result, not a throw. index.html preloads it,
 * and this default-mode fetch takes the preloaded answer; the server marks the file no-store, so it is never
 * stale.
 */
export async function loadRuntimeConfig(
  fetcher: typeof fetch = fetch,
  timeoutMs = 10_000,
): Promise<RuntimeConfigResult> {
  let response: Response;
  try {
    response = await fetcher('/config.json', { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    return { ok: false, reason: 'missing', detail: `config.json could not be fetched: ${String(error)}` };
  }
  if (!response.ok)
    return { ok: false, reason: 'missing', detail: `config.json answered HTTP ${response.status}` };
  return withOperatorAdapter(parseRuntimeConfig(await response.text()));
}
