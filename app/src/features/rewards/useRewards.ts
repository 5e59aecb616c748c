import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { formatLocaleAtom } from '../../i18n/formats.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { sessionKeys } from '../session/index.ts';
import { rewardsKeys } from './api.ts';
import { rewardsCallsAtom } from './rewardsGateway.ts';

/** What every page here needs: the calls, the token, the QueryClient, a date format and the re-reads. */
export function useRewards() {
  const calls = useAtomValue(rewardsCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const locale = useAtomValue(formatLocaleAtom);
  const client = useQueryClient();
  /** After a claim: the balance, the §2 badges and the list the claim changed. */
  const reread = useCallback(
    (list: 'promotions' | 'missions') =>
      Promise.all([
        client.invalidateQueries({ queryKey: sessionKeys.balance(token) }),
        client.invalidateQueries({ queryKey: rewardsKeys.unread(token) }),
        client.invalidateQueries({ queryKey: rewardsKeys[list](token) }),
      ]),
    [client, token],
  );
  const formatDate = useCallback(
    (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(Date.parse(iso)),
    [locale],
  );
  return { calls, token, client, reread, formatDate };
}
