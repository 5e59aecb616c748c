import { frameTarget } from '@sorte/domain';
import { type GatewayError, isGatewayError } from '@sorte/gateway';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { requiredConfigAtom } from '../../state/configAtoms.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { sessionLaunchCdn } from './launch.ts';
import { lobbyCallsAtom } from './lobbyGateway.ts';

export type GameLaunchState =
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  /** The launch answer's address is not on the frame allowlist (quality bar): never loaded. */
  | { status: 'refused' }
  | { status: 'error'; error: GatewayError | null };

/** The game of a game page's query (written by `gamePageHref`), or null when it is incomplete. */
export function launchQuery(search: URLSearchParams) {
  const nodeId = search.get('nodeId')?.trim();
  const vassalage = search.get('vassalage')?.trim();
  const gameType = search.get('gameType')?.trim();
  if (!nodeId || !vassalage || !gameType) return null;
  const gameCode = search.get('gameCode')?.trim() || undefined;
  return {
    game: { nodeId, vassalage, gameType, ...(gameCode ? { gameCode } : {}) },
    mode: search.get('mode') === 'trial' ? ('trial' as const) : ('play' as const),
    name: search.get('name')?.trim() ?? '',
  };
}

/**
 * Launches the game of the page (launchGame with the token, or the free-trial launch) each time `attempt`
 * changes, and checks the answer against the frame allowlist and the session's launch CDN.
 */
export function useGameLaunch(query: ReturnType<typeof launchQuery>, attempt: number): GameLaunchState {
  const store = useStore();
  const calls = useAtomValue(lobbyCallsAtom);
  const config = useAtomValue(requiredConfigAtom);
  const token = useAtomValue(sessionTokenAtom);
  const [state, setState] = useState<GameLaunchState>({ status: 'loading' });
  const key = query ? JSON.stringify(query) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query; `attempt` relaunches
  useEffect(() => {
    if (!query) {
      setState({ status: 'error', error: null });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    const launch = query.mode === 'trial' ? calls.games.freeTrial : calls.games.launch;
    launch(query.game, { signal: controller.signal }).then(
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
  }, [key, attempt, token, calls, config.frameHosts, store]);

  return state;
}
