import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EndpointName } from '@sorte/gateway';
import { isCallMissing } from '@sorte/gateway/answers';
import { type QueryClient, skipToken, useQuery } from '@tanstack/react-query';

// Issue 24 item 4: a call the spec does not name (a "reading" row of the gateway README) that the gateway does not
// offer (404, 405 or 'unknown endpoint') is not an error: the page falls back to what the spec names, or hides
// that entry. A call the spec names keeps its §8 failure. Feature modules only (this is not on the path of `/`).

/** The answer of a call this gateway does not offer: the page hides what would show it. */
export const NOT_OFFERED = 'not-offered';
export type NotOffered = typeof NOT_OFFERED;

/** The call was answered (not a gateway without it). */
export function isOffered<T>(answer: T | NotOffered | undefined): answer is T {
  return answer !== NOT_OFFERED && answer !== undefined;
}

/**
 * Reads `read`; on a gateway without that call, `fallback` (what the spec names, or defaults) instead. Any other
 * failure stays a failure.
 */
export async function unlessMissing<T, F>(
  read: () => Promise<T>,
  fallback: () => F | Promise<F>,
): Promise<T | F> {
  try {
    return await read();
  } catch (error) {
    if (!isCallMissing(error)) throw error;
    return fallback();
  }
}

/** Reads `read`, or NOT_OFFERED on a gateway without that call (the page hides that entry). */
export function offeredOrNot<T>(read: () => Promise<T>): Promise<T | NotOffered> {
  return unlessMissing(read, () => NOT_OFFERED);
}

const missingKey = (name: EndpointName) => ['gateway', 'not-offered', name] as const;

/**
 * An action's call (a write, only learnt by trying) answered as not offered: remembered for this page load, so the
 * pages hide that action (`useCallKnownMissing`).
 */
export function rememberMissing(client: QueryClient, name: EndpointName, error: unknown): void {
  if (isCallMissing(error)) client.setQueryData(missingKey(name), true);
}

/** What an action says the one time its call is answered as not offered (then the page hides it). */
export const actionNotOfferedMessage = msg`Esta ação não está disponível neste site.`;

/**
 * An action's failure in words: on a gateway without its call, that this site does not offer it (the page then
 * hides the action: `rememberMissing`); any other failure as `text` says it.
 */
export function actionFailureText(
  error: unknown,
  text: (error: unknown) => MessageDescriptor | string,
): MessageDescriptor | string {
  return isCallMissing(error) ? actionNotOfferedMessage : text(error);
}

/** Whether this gateway was found not to offer the call `name` (by `rememberMissing`). Sends nothing. */
export function useCallKnownMissing(name: EndpointName): boolean {
  return (
    useQuery({ queryKey: missingKey(name), queryFn: skipToken, staleTime: Number.POSITIVE_INFINITY }).data ===
    true
  );
}

export { isCallMissing };
