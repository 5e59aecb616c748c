import { useLingui } from '@lingui/react/macro';
import { GameGrid, VirtualGameGrid } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { recentGamesQuery, useGameActions, useLobbyData } from '../../features/lobby/index.ts';
import { failureKind } from '../../lib/errors/failureKind.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import { paths } from '../../paths.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import * as styles from '../home/HomeRoute.css.ts';

/** Spec §2 account game lists: /favorite (all favourites, page size 999) and /recent. Login required (guard). */
export function AccountGamesRoute() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const isFavourites = pathname === paths.favorite.path;
  const calls = useAtomValue(lobbyCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const { favourites } = useLobbyData();
  const actions = useGameActions();
  const recent = useQuery({ ...recentGamesQuery(calls, token), enabled: !isFavourites && token !== null });
  const shown = isFavourites ? favourites : recent;

  const Grid = isFavourites ? VirtualGameGrid : GameGrid;
  const title = isFavourites ? t`Favoritos` : t`Recentes`;
  const status = loadStatusOf(shown);
  const games = (isFavourites ? favourites.data?.games : recent.data) ?? [];
  const failure = failureKind(shown.error ?? undefined);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {/* The favourites come in one list of up to 999 (spec §9): only the rows in view are rendered. */}
      <Grid
        label={title}
        status={status}
        failure={failure}
        games={actions.cardsOf(games)}
        onPlay={actions.onPlay}
        onTrial={actions.onTrial}
        onToggleFavourite={actions.onToggleFavourite}
        pendingFavouriteIds={actions.pendingFavouriteIds}
        onRetry={() => void shown.refetch()}
        emptyMessage={
          isFavourites ? t`Você ainda não tem jogos favoritos.` : t`Você ainda não jogou nenhum jogo.`
        }
      />
    </div>
  );
}
