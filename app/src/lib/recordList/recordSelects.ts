import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import {
  BET_STATUSES,
  BONUS_STATUSES,
  BONUS_TYPES,
  betStatusMessages,
  bonusStatusMessages,
  bonusTypeMessages,
  categoryMessages,
  GAME_CATEGORIES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  transactionStatusMessages,
  transactionTypeMessages,
} from '@sorte/domain';
import type { RecordFilterSelect } from '@sorte/ui/records';
import { useMemo } from 'react';

/** Each list's filters and the values its URL may hold (anything else in the URL is ignored). */
export const ALLOWED = {
  bets: { status: BET_STATUSES, gameCategory: GAME_CATEGORIES },
  transactions: { type: TRANSACTION_TYPES, status: TRANSACTION_STATUSES },
  profit: { gameCategory: GAME_CATEGORIES },
  bonuses: { type: BONUS_TYPES, status: BONUS_STATUSES },
} as const;

type Key = RecordFilterSelect['key'];

/** The selects of one list, labelled in the player's language. */
export function useRecordSelects(list: keyof typeof ALLOWED): RecordFilterSelect[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const labels: Record<Key, string> = { type: t`Tipo`, status: t`Situação`, gameCategory: t`Categoria` };
    const messages: Record<Key, Readonly<Record<string, MessageDescriptor>>> = {
      type: list === 'transactions' ? transactionTypeMessages : bonusTypeMessages,
      status:
        list === 'bets'
          ? betStatusMessages
          : list === 'transactions'
            ? transactionStatusMessages
            : bonusStatusMessages,
      gameCategory: categoryMessages,
    };
    return (Object.entries(ALLOWED[list]) as [Key, readonly string[]][]).map(([key, values]) => ({
      key,
      label: labels[key],
      options: values.map((value) => ({
        value,
        label: messages[key][value] ? i18n._(messages[key][value]) : value,
      })),
    }));
  }, [list, t, i18n]);
}
