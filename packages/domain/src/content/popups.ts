/** §3 Public content popup: execution A (logged in), B (anonymous) or F (first login). */
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;
export type PopupExecution = (typeof POPUP_EXECUTIONS)[number];

export interface PublicPopupLike {
  id?: string | number | null;
  title?: string | null;
  timestamp?: number | string | null;
  execution?: string | null;
}

export interface PopupAudience {
  isLogin: boolean;
  /** The login that just happened was the account's first (login response firstTimeLogin). */
  firstTimeLogin: boolean;
}

/** §4 Public popups, filtered by execution: A for logged in, B for anonymous, F for first login. */
export function popupMatchesAudience(execution: unknown, audience: PopupAudience): boolean {
  const code = typeof execution === 'string' ? execution.trim().toUpperCase() : '';
  if (code === 'A') return audience.isLogin;
  if (code === 'B') return !audience.isLogin;
  if (code === 'F') return audience.isLogin && audience.firstTimeLogin;
  return false;
}

/** A stable key for a popup: its id, else its title and time. */
export function popupKey(popup: PublicPopupLike): string {
  if ((typeof popup.id === 'string' && popup.id.trim() !== '') || typeof popup.id === 'number') {
    return `id:${String(popup.id).trim()}`;
  }
  return `t:${popup.title ?? ''}@${popup.timestamp ?? ''}`;
}

/**
 * §4 Public popups: shown once per session, the closed ones remembered per user or anonymous. The popups to show
 * now: those for this audience that this user (or the anonymous visitor) has not closed in this session.
 */
export function popupsToShow<P extends PublicPopupLike>(
  popups: readonly P[] | null | undefined,
  audience: PopupAudience,
  closed: ReadonlySet<string>,
): P[] {
  return (Array.isArray(popups) ? popups : []).filter(
    (popup) =>
      popup != null && popupMatchesAudience(popup.execution, audience) && !closed.has(popupKey(popup)),
  );
}

const STORAGE_PREFIX = 'publicPopups.closed';
const MAX_REMEMBERED = 500;

/**
 * The session storage key of the closed popups of one user, or of the anonymous visitor (§9 "Popup closed
 * state lasts the session"). The account id is encoded so no id can collide with 'anonymous'.
 */
export function closedPopupsStorageKey(userId: string | number | null | undefined): string {
  const id = userId == null ? '' : String(userId).trim();
  return id === '' ? `${STORAGE_PREFIX}:anonymous` : `${STORAGE_PREFIX}:user:${encodeURIComponent(id)}`;
}

/** Reads what {@link serializeClosedPopups} wrote. Never throws: anything unreadable is an empty set. */
export function parseClosedPopups(raw: string | null | undefined): Set<string> {
  if (typeof raw !== 'string' || raw.length > 100_000) return new Set();
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return new Set();
    return new Set(parsed.filter((key): key is string => typeof key === 'string').slice(-MAX_REMEMBERED));
  } catch {
    return new Set();
  }
}

export function serializeClosedPopups(closed: ReadonlySet<string>): string {
  return JSON.stringify([...closed].slice(-MAX_REMEMBERED));
}

/** The closed set with one more popup. */
export function withPopupClosed(closed: ReadonlySet<string>, popup: PublicPopupLike): Set<string> {
  return new Set([...closed, popupKey(popup)]);
}
