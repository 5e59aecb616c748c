import type { MoneyEvent } from '@sorte/domain';
import { readMoneyEvent, readSocketAuthAnswer, socketAuthMessage } from '@sorte/gateway';
import { type MoneyToast, MoneyToastRegion } from '@sorte/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { socketAddress } from '../../config/socketAddress.ts';
import { formatMoneyAtom } from '../../i18n/formats.ts';
import { queryKeys } from '../../lib/queryKeys.ts';
import { requiredConfigAtom } from '../../state/configAtoms.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { rereadMoney } from './api.ts';
import { connectMoneyEvents } from './moneySocket.ts';

/** How long a money toast stays while the player is not pointing at or focused in it. */
const TOAST_MS = 8000;
/** Older toasts go when more arrive: a burst of events never covers the page. */
const MAX_TOASTS = 4;

/**
 * §2 socket-event listener (logged-in members only, §6): the live money events of §4 as toasts, each refreshing the
 * balance and whatever lists the transaction; a reconnection catches up by reading them again. Mounted only while
 * a non-trial member is logged in, so logout closes the socket.
 */
export function MoneyEventsHost() {
  const config = useAtomValue(requiredConfigAtom);
  const token = useAtomValue(sessionTokenAtom);
  const formatAmount = useAtomValue(formatMoneyAtom);
  const client = useQueryClient();
  const [toasts, setToasts] = useState<readonly MoneyToast[]>([]);
  const nextId = useRef(0);

  const receive = useCallback(
    (event: MoneyEvent) => {
      if (event.balance !== undefined) {
        client.setQueryData(queryKeys.balance(token), (wallet: { balance: number } | undefined) =>
          wallet ? { ...wallet, balance: event.balance } : wallet,
        );
      }
      void rereadMoney(client, token);
      nextId.current += 1;
      const toast = { id: `${event.transactionId}-${nextId.current}`, event };
      setToasts((current) => [...current, toast].slice(-MAX_TOASTS));
    },
    [client, token],
  );

  useEffect(() => {
    if (!config.socketUrl || token === null) return;
    const connection = connectMoneyEvents({
      url: socketAddress(config.socketUrl, window.location.href),
      token,
      authMessage: socketAuthMessage,
      readAuthAnswer: readSocketAuthAnswer,
      readEvent: readMoneyEvent,
      onEvent: receive,
      onReconnected: () => void rereadMoney(client, token),
    });
    return () => connection.close();
  }, [config.socketUrl, token, receive, client]);

  return (
    <MoneyToastRegion
      toasts={toasts}
      formatAmount={formatAmount}
      autoDismissMs={TOAST_MS}
      onDismiss={(id) => setToasts((current) => current.filter((toast) => toast.id !== id))}
    />
  );
}
