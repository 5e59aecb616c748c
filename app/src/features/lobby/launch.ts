import {
  chooseSessionCdn,
  decideLaunch,
  gameUnavailableMessage,
  isSwitchOn,
  type LaunchMode,
  needRealAccountMessage,
} from '@sorte/domain';
import type { Game } from '@sorte/gateway';
import { seamlessGamePath } from '../../paths.ts';
import { sessionStore } from '../../state/browserStorage.ts';
import { openLoginPopupAtom, showWarningAtom } from '../../state/popupAtoms.ts';
import { isLoginAtom, isTrialAtom } from '../../state/sessionAtoms.ts';
import type { AppStore } from '../../state/store.ts';
import { permissionAtom, whiteLabelModulesAtom } from '../../state/systemAtoms.ts';

const LAUNCH_CDN_KEY = 'launchCdn';

/** What the game page needs to launch (and re-launch on reload): the game, never the launch URL. */
export function gamePageHref(
  game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType' | 'gameCode' | 'gameName'>,
  mode: LaunchMode,
) {
  const query = new URLSearchParams({
    nodeId: game.nodeId,
    vassalage: game.vassalage,
    gameType: game.gameType,
  });
  if (game.gameCode) query.set('gameCode', game.gameCode);
  if (game.gameName) query.set('name', game.gameName);
  if (mode === 'trial') query.set('mode', 'trial');
  return seamlessGamePath(query);
}

/**
 * Play now / Free trial on a card (spec §4, §6, issue 3): anonymous play opens login; a trial account is told
 * 'in_need_true_account'; otherwise the game page opens and launches. Returns the href to go to, or null.
 */
export function startGame(store: AppStore, game: Game, mode: LaunchMode): string | null {
  const decision = decideLaunch({
    mode,
    isLogin: store.get(isLoginAtom),
    isTrial: store.get(isTrialAtom),
    freePlayEnabled: isSwitchOn(store.get(whiteLabelModulesAtom), 'FREEPLAY3'),
    game,
  });
  switch (decision.kind) {
    case 'login':
      store.set(openLoginPopupAtom);
      return null;
    case 'need-real-account':
      store.set(showWarningAtom, { message: needRealAccountMessage });
      return null;
    case 'trial-unavailable':
      store.set(showWarningAtom, { message: gameUnavailableMessage });
      return null;
    case 'launch':
      return gamePageHref(game, decision.mode);
  }
}

/** Quality bar: the launch CDN is chosen at random once per session and kept while it is still offered. */
export function sessionLaunchCdn(store: AppStore): string | null {
  const { cdn, changed } = chooseSessionCdn(
    store.get(permissionAtom)?.launchGameCDNs,
    sessionStore.get(LAUNCH_CDN_KEY),
    Math.random(),
  );
  if (changed) {
    if (cdn) sessionStore.set(LAUNCH_CDN_KEY, cdn);
    else sessionStore.remove(LAUNCH_CDN_KEY);
  }
  return cdn;
}
