import { WinnerBoard } from '@sorte/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { formatLocaleAtom, moneyCurrencyAtom } from '../../i18n/formats.ts';
import { lobbyCallsAtom } from '../lobby/lobbyGateway.ts';
import { useGatewayQuery } from '../lobby/useGatewayQuery.ts';

/** Spec §2 Home: the winner board (top 20 by winAmount, the top 3 fixed, the rest scrolling). */
export function HomeWinners() {
  const calls = useAtomValue(lobbyCallsAtom);
  const locale = useAtomValue(formatLocaleAtom);
  const currency = useAtomValue(moneyCurrencyAtom);
  const [paused, setPaused] = useState(false);
  const winners = useGatewayQuery('winners', (signal) => calls.content.winnerBoard({}, { signal }));
  if (winners.status !== 'ready' || winners.data.length === 0) return null;
  return (
    <WinnerBoard
      entries={winners.data}
      locale={locale}
      currency={currency}
      paused={paused}
      onPausedChange={setPaused}
    />
  );
}
