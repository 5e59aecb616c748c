import { useLingui } from '@lingui/react/macro';
import {
  ALL_WINNER_CATEGORIES,
  lobbyTabLabel,
  WINNER_CATEGORY_PARAM,
  winnerCategoryFromParam,
  winnerCategoryOptions,
} from '@sorte/domain';
import { WinnersTable } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { winnersQuery } from '../../features/home/index.ts';
import { vendorLanesQuery } from '../../features/lobby/index.ts';
import { formatLocaleAtom, moneyCurrencyAtom } from '../../i18n/formats.ts';
import { failureKind } from '../../lib/errors/failureKind.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';

/**
 * §2 Winners list (named by label only): the winner board (§7 ODSFE2_getWinnerBoard) as a table, by prize, with
 * the game category filter in the URL (`?category=LIVE`, the gateway's gameCategory; none is ALL), so a filtered
 * list can be shared.
 */
export function WinnersRoute() {
  const { t, i18n } = useLingui();
  const calls = useAtomValue(lobbyCallsAtom);
  const locale = useAtomValue(formatLocaleAtom);
  const currency = useAtomValue(moneyCurrencyAtom);
  const [params, setParams] = useSearchParams();
  const category = winnerCategoryFromParam(params.get(WINNER_CATEGORY_PARAM));
  const winners = useQuery(winnersQuery(calls, category));
  const lanes = useQuery(vendorLanesQuery(calls));
  const categories = winnerCategoryOptions(lanes.data, category).map((value) => ({
    value,
    label: value === ALL_WINNER_CATEGORIES ? t`Todas as categorias` : i18n._(lobbyTabLabel(value)),
  }));
  return (
    <WinnersTable
      entries={winners.data ?? []}
      status={loadStatusOf(winners)}
      failure={winners.isError ? failureKind(winners.error) : undefined}
      onRetry={() => void winners.refetch()}
      category={category}
      categories={categories}
      onCategoryChange={(next) =>
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            if (next === ALL_WINNER_CATEGORIES) updated.delete(WINNER_CATEGORY_PARAM);
            else updated.set(WINNER_CATEGORY_PARAM, next);
            return updated;
          },
          { preventScrollReset: true },
        )
      }
      locale={locale}
      currency={currency}
    />
  );
}
