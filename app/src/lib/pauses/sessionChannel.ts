// Self-exclusion logs out every open tab at once (issue 26 item 5): the tab that excluded the player says so on this
// BroadcastChannel; every other tab of the site (the same origin) hears it, ends its session and shows the blocked
// page. Where BroadcastChannel is missing, the gateway's 401 on the next call logs the other tabs out.

export const SESSION_CHANNEL = 'sorte-session';

export interface SessionChannelMessage {
  type: 'self-excluded';
}

/** Tells the other tabs the player excluded themself (they log out). */
export function announceSelfExclusion(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage({ type: 'self-excluded' } satisfies SessionChannelMessage);
  channel.close();
}

/** Calls `onSelfExcluded` when another tab says the player excluded themself; returns the unsubscribe. */
export function listenForSelfExclusion(onSelfExcluded: () => unknown): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (data !== null && typeof data === 'object' && (data as { type?: unknown }).type === 'self-excluded')
      onSelfExcluded();
  };
  return () => channel.close();
}
