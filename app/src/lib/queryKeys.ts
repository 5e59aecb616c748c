import type { GameListQuery } from '@sorte/gateway';

/**
 * Query keys that several features read (the shell's navigation and footer, the lobby, the account lists): one
 * table, so a feature can watch another's answer without importing its code. Session-scoped keys start with
 * ['session', token] (see `clearSessionQueries`).
 */
export const queryKeys = {
  member: (token: string | null) => ['session', token, 'member'] as const,
  balance: (token: string | null) => ['session', token, 'balance'] as const,
  unreadMessages: (token: string | null) => ['session', token, 'unread-messages'] as const,
  vendorLanes: () => ['lobby', 'menus'] as const,
  gameList: (query: GameListQuery) => ['lobby', 'list', query] as const,
  hotGames: () => ['lobby', 'hot'] as const,
  recentGames: (token: string | null) => ['session', token, 'recent-games'] as const,
  favourites: (token: string | null) => ['session', token, 'favourites'] as const,
  recentLotteries: (token: string | null) => ['session', token, 'lottery', 'recent'] as const,
  helpCentre: () => ['content', 'help-centre'] as const,
  promotions: (token: string | null) => ['session', token, 'promotions'] as const,
  sideMenuPromotions: () => ['content', 'promotions', 'side-menu'] as const,
  systemStatus: () => ['system', 'status'] as const,
  whiteLabel: () => ['system', 'white-label'] as const,
  permission: () => ['system', 'permission'] as const,
  domainCheck: () => ['system', 'domain-check'] as const,
  // Not under 'system': the system atoms are told of every change there, and this one is read while a page renders.
  domainRoutes: () => ['content', 'domain-routes'] as const,
};

/** The game menus change with the operator's configuration, not with play: they stay fresh for ten minutes. */
export const VENDOR_LANES_STALE_MS = 10 * 60_000;

/** The help centre's topics change rarely. */
export const HELP_CENTRE_STALE_MS = 10 * 60_000;
