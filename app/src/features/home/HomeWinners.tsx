import { useLingui } from '@lingui/react/macro';
import { GridNotice, WinnerBoard } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { formatLocaleAtom, moneyCurrencyAtom } from '../../i18n/formats.ts';
import { failureKind } from '../../lib/errors/index.ts';
import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import { winnersQuery } from './api.ts';

/** Spec §2 Home: the winner board (top 20 by winAmount, the top 3 fixed, the rest scrolling). */
export function HomeWinners() {
  const { t } = useLingui();
  const calls = useAtomValue(lobbyCallsAtom);
  const locale = useAtomValue(formatLocaleAtom);
  const currency = useAtomValue(moneyCurrencyAtom);
  const [paused, setPaused] = useState(false);
  const winners = useQuery(winnersQuery(calls));
  if (winners.status === 'error') {
    return (
      <GridNotice
        kind="error"
        compact
        message={t`Não foi possível carregar os ganhadores.`}
        failure={failureKind(winners.error)}
        onRetry={() => void winners.refetch()}
      />
    );
  }
  if (!winners.data || winners.data.length === 0) return null;
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
