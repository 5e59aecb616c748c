import { gameCard, isSwitchOn, type LaunchMode } from '@sorte/domain';
import type { Game } from '@sorte/gateway';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import { isLoginAtom } from '../../state/sessionAtoms.ts';
import { whiteLabelModulesAtom } from '../../state/systemAtoms.ts';
import { decideFavouriteToggle, favouriteToggleMutation, gameListQuery, NO_FAVOURITES } from './api.ts';
import { startGame } from './launch.ts';
import { useLobbyData } from './useLobby.ts';

/**
 * What the game and vendor cards do, for any list of games on the page: card models (hearts from favGameIds,
 * Free trial per session), Play now / Free trial, the favourite toggle with its pending state, and a vendor's
 * Play now (its first game).
 */
export function useGameActions() {
  const store = useStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isLogin = useAtomValue(isLoginAtom);
  const favGameIds = (useLobbyData().favourites.data ?? NO_FAVOURITES).favGameIds;
  const modules = useAtomValue(whiteLabelModulesAtom);
  const calls = useAtomValue(lobbyCallsAtom);
  const freePlayEnabled = isSwitchOn(modules, 'FREEPLAY3');
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  // Games by id, from every list rendered with `cardsOf` (the card events carry ids only).
  const known = useRef(new Map<string, Game>());

  const session = useMemo(
    () => ({ isLogin, freePlayEnabled, favGameIds }),
    [isLogin, freePlayEnabled, favGameIds],
  );
  const cardsOf = useCallback(
    (games: readonly Game[]) =>
      games.map((game) => {
        known.current.set(game.nodeId, game);
        return gameCard(game, session);
      }),
    [session],
  );

  const launch = useCallback(
    (gameId: string, mode: LaunchMode) => {
      const game = known.current.get(gameId);
      if (!game) return;
      const href = startGame(store, game, mode);
      if (href) void navigate(href);
    },
    [store, navigate],
  );

  const { mutateAsync: sendFavouriteToggle } = useMutation(
    useMemo(() => favouriteToggleMutation(store, calls), [store, calls]),
  );
  const onToggleFavourite = useCallback(
    (gameId: string) => {
      const game = known.current.get(gameId);
      if (!game) return;
      const toggle = decideFavouriteToggle(store, game);
      if (!toggle) return;
      setPending((ids) => new Set(ids).add(gameId));
      void sendFavouriteToggle(toggle)
        .catch(() => undefined)
        .finally(() =>
          setPending((ids) => {
            const next = new Set(ids);
            next.delete(gameId);
            return next;
          }),
        );
    },
    [store, sendFavouriteToggle],
  );

  const playVendor = useCallback(
    async (vassalage: string, gameType: string) => {
      try {
        const page = await queryClient.fetchQuery(
          gameListQuery(calls, { gameType, vassalage, pageNo: 1, pageSize: 1 }),
        );
        const first = page.games[0];
        if (!first) return;
        known.current.set(first.nodeId, first);
        launch(first.nodeId, 'play');
      } catch {
        // the grid's retry covers list failures; a vendor without a game simply does not open
      }
    },
    [calls, launch, queryClient],
  );

  return {
    cardsOf,
    pendingFavouriteIds: pending,
    onPlay: useCallback((gameId: string) => launch(gameId, 'play'), [launch]),
    onTrial: useCallback((gameId: string) => launch(gameId, 'trial'), [launch]),
    onToggleFavourite,
    playVendor,
  };
}
