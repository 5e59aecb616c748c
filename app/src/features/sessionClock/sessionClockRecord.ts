import { atom } from 'jotai';
import { sessionStore } from '../../state/browserStorage.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';

/**
 * What the site keeps of the session in this tab (session storage, cleared at logout with every session key): when it
 * began as the site saw it (the login; the gateway's own start wins when it gives one), when the player last answered
 * a reality check, and the interval chosen here. Tied to the token by its tail, so another login starts afresh.
 */
export interface SessionClockRecord {
  tail: string;
  startedAt: number;
  answeredAt: number;
  minutes?: number;
}

const KEY = 'sessionClock';
const tailOf = (token: string) => token.slice(-8);

function readRecord(token: string): SessionClockRecord {
  try {
    const stored = JSON.parse(sessionStore.get(KEY) ?? 'null') as SessionClockRecord | null;
    if (
      stored &&
      stored.tail === tailOf(token) &&
      Number.isFinite(stored.startedAt) &&
      Number.isFinite(stored.answeredAt)
    )
      return stored;
  } catch {
    // a broken record starts afresh
  }
  const now = Date.now();
  const fresh = { tail: tailOf(token), startedAt: now, answeredAt: now };
  sessionStore.set(KEY, JSON.stringify(fresh));
  return fresh;
}

const revisionAtom = atom(0);

/** This tab's record of the session (null when logged out); write a patch to change it. */
export const sessionClockRecordAtom = atom(
  (get) => {
    get(revisionAtom);
    const token = get(sessionTokenAtom);
    return token === null ? null : readRecord(token);
  },
  (get, set, patch: Partial<Pick<SessionClockRecord, 'answeredAt' | 'minutes'>>) => {
    const token = get(sessionTokenAtom);
    if (token === null) return;
    sessionStore.set(KEY, JSON.stringify({ ...readRecord(token), ...patch }));
    set(revisionAtom, (revision) => revision + 1);
  },
);
