import { type MoneyEvent, SeenMoneyEvents } from '@sorte/domain';
import {
  readMoneyEvent,
  readSelfExclusionEvent,
  readSocketAuthAnswer,
  socketAuthMessage,
} from '@sorte/gateway/answers';
import { type MoneyToast, MoneyToastRegion } from '@sorte/ui';
import { useQueryClient } from '@tanstack/react-query';
import { atom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { socketAddress } from '../../config/socketAddress.ts';
import { formatMoneyAtom } from '../../i18n/formats.ts';
import { listenForSelfExclusion } from '../../lib/pauses/sessionChannel.ts';
import { ENDS_SESSION, selfExcludedPath } from '../../pausePaths.ts';
import { requiredConfigAtom } from '../../state/configAtoms.ts';
import { isTrialAtom, sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { LoginRiskWarning } from '../session/index.ts';
import { SessionHost } from '../sessionClock/index.ts';
import { rereadMoney } from './api.ts';
import { connectMoneyEvents } from './moneySocket.ts';

/** How long a money toast stays while the player is not pointing at or focused in it. */
const TOAST_MS = 8000;
/** Older toasts go when more arrive: a burst of events never covers the page. */
const MAX_TOASTS = 4;

/**
 * The transactions already toasted, one set per session token: it lives in the store, outside the socket's
 * connections and this host (a reconnection, or the host mounted again, does not toast a transaction twice); a new
 * token (logout, then another login) starts an empty set.
 */
const seenMoneyEventsAtom = atom((get) => {
  get(sessionTokenAtom);
  return new SeenMoneyEvents();
});

/**
 * §2 socket-event listener (logged-in members only, §6): the live money events of §4 as toasts, each refreshing the
 * balance and whatever lists the transaction; a reconnection catches up by reading them again. One toast per
 * transaction for the session; the balance shown is always the one read again (the event's own is never used).
 * Mounted only while a member is logged in, so logout closes the socket. It also hears the other tabs' session
 * messages (a self-exclusion logs every tab out), with or without a socket. A trial account, which plays no money,
 * gets no socket and no session clock, only Brazil's risk warning at its login.
 */
export function MoneyEventsHost() {
  const config = useAtomValue(requiredConfigAtom);
  const token = useAtomValue(sessionTokenAtom);
  const trial = useAtomValue(isTrialAtom);
  const formatAmount = useAtomValue(formatMoneyAtom);
  const seen = useAtomValue(seenMoneyEventsAtom);
  const client = useQueryClient();
  const [toasts, setToasts] = useState<readonly MoneyToast[]>([]);
  const nextId = useRef(0);

  const receive = useCallback(
    (event: MoneyEvent) => {
      if (!seen.firstTime(event.transactionId)) return;
      void rereadMoney(client, token);
      nextId.current += 1;
      const toast = { id: `${event.transactionId}-${nextId.current}`, event };
      setToasts((current) => [...current, toast].slice(-MAX_TOASTS));
    },
    [client, token, seen],
  );

  // Issue 26 item 5: a self-exclusion in another tab (or, over the socket, on another device) logs this one out at
  // once and shows the blocked page, which ends the session once shown (a page's guard would send a player without
  // one to /login).
  const navigate = useNavigate();
  const showSelfExcluded = useCallback(
    () => void navigate(selfExcludedPath, { replace: true, state: ENDS_SESSION }),
    [navigate],
  );
  useEffect(() => listenForSelfExclusion(showSelfExcluded), [showSelfExcluded]);

  useEffect(() => {
    if (!config.socketUrl || token === null || trial) return;
    const connection = connectMoneyEvents({
      url: socketAddress(config.socketUrl, window.location.href),
      token,
      authMessage: socketAuthMessage,
      readAuthAnswer: readSocketAuthAnswer,
      readEvent: readMoneyEvent,
      onEvent: receive,
      readSessionEnd: readSelfExclusionEvent,
      onSessionEnd: showSelfExcluded,
      onReconnected: () => void rereadMoney(client, token),
    });
    return () => connection.close();
  }, [config.socketUrl, token, trial, receive, client, showSelfExcluded]);

  if (trial) return <LoginRiskWarning />;
  return (
    <>
      {config.socketUrl ? (
        <MoneyToastRegion
          toasts={toasts}
          formatAmount={formatAmount}
          autoDismissMs={TOAST_MS}
          onDismiss={(id) => setToasts((current) => current.filter((toast) => toast.id !== id))}
        />
      ) : null}
      <SessionHost />
      <LoginRiskWarning />
    </>
  );
}
