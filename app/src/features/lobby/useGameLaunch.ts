import { frameTarget, PRIZE_MODES, type PrizeMode, parseLotteryGameCode } from '@sorte/domain';
import { type GatewayError, isGatewayError } from '@sorte/gateway/answers';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import { queryClientOf } from '../../lib/queryClient.ts';
import { requiredConfigAtom } from '../../state/configAtoms.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { gameLaunchMutation, type LaunchQuery } from './api.ts';
import { sessionLaunchCdn } from './launch.ts';

export type GameLaunchState =
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  /** The launch answer's address is not on the frame allowlist (quality bar): never loaded. */
  | { status: 'refused' }
  | { status: 'error'; error: GatewayError | null };

/**
 * What a game page launches, from its query (written by `gamePageHref` or `lotteryGamePageHref`): a game, or
 * the lottery lobby; null when the query is incomplete.
 */
export function launchQuery(search: URLSearchParams): LaunchQuery | null {
  const prizeMode = search.get('prizeMode')?.trim().toUpperCase();
  if (prizeMode) {
    if (!(PRIZE_MODES as readonly string[]).includes(prizeMode)) return null;
    return {
      kind: 'lottery',
      prizeMode: prizeMode as PrizeMode,
      gameCode: parseLotteryGameCode(search.get('gameCode')),
      back: search.get('back') ?? '/',
      name: search.get('name')?.trim() ?? '',
    };
  }
  const nodeId = search.get('nodeId')?.trim();
  const vassalage = search.get('vassalage')?.trim();
  const gameType = search.get('gameType')?.trim();
  if (!nodeId || !vassalage || !gameType) return null;
  const gameCode = search.get('gameCode')?.trim() || undefined;
  return {
    kind: 'game',
    game: { nodeId, vassalage, gameType, ...(gameCode ? { gameCode } : {}) },
    mode: search.get('mode') === 'trial' ? ('trial' as const) : ('play' as const),
    name: search.get('name')?.trim() ?? '',
  };
}

/**
 * Launches the game of the page (launchGame with the token, or the free-trial launch) each time `attempt`
 * changes, as a mutation (a launch is a write: never retried, and the account's recent games have changed
 * after it), and checks the answer against the frame allowlist and the session's launch CDN. While `hold`, nothing
 * is launched (the page waits for something the launch needs first).
 */
export function useGameLaunch(query: LaunchQuery | null, attempt: number, hold = false): GameLaunchState {
  const store = useStore();
  const calls = useAtomValue(lobbyCallsAtom);
  const config = useAtomValue(requiredConfigAtom);
  const token = useAtomValue(sessionTokenAtom);
  const [state, setState] = useState<GameLaunchState>({ status: 'loading' });
  const key = query ? JSON.stringify(query) : null;
  const { mutateAsync: launch } = useMutation(
    useMemo(() => gameLaunchMutation(queryClientOf(store), calls, config), [store, calls, config]),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query; `attempt` relaunches
  useEffect(() => {
    if (hold) {
      setState({ status: 'loading' });
      return;
    }
    if (!query) {
      setState({ status: 'error', error: null });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    launch({ query, token, signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        const target = frameTarget(result.url, {
          origin: window.location.origin,
          frameHosts: config.frameHosts,
          launchCdn: sessionLaunchCdn(store),
        });
        setState(target.kind === 'frame' ? { status: 'ready', url: target.url } : { status: 'refused' });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'error', error: isGatewayError(error) ? error : null });
      },
    );
    return () => controller.abort();
  }, [key, attempt, hold, token, launch, config.frameHosts, store]);

  return state;
}
