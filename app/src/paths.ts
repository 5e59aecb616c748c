/**
 * The one table of route paths (spec §2). A route is added here when the issue that builds it lands;
 * nothing is listed before it exists.
 */
export const paths = {
  home: { path: '/', aliases: ['/index', '/index.html', '/home'] },
  login: { path: '/login' },
  register: { path: '/register' },
  promotions: { path: '/promotions' },
  /** Game centres: vendor based (/elott, /lott, /sports, /esports) and game lists (/live, /fish, /rng, /pvp). */
  centres: ['/elott', '/lott', '/sports', '/esports', '/live', '/fish', '/rng', '/pvp'],
  favorite: { path: '/favorite' },
  recent: { path: '/recent' },
  /** Lottery pages (login required; query gameCode). */
  lottery: ['/lottery', '/seaLottery', '/vnLottery'],
  /** Game pages: the launched game in a frame, no side menu. */
  gamePages: ['/lottert', '/vnlottery', '/sealottery', '/seamless'],
  help: { path: '/help' },
  download: { path: '/down' },
  pointMall: { path: '/pointMall' },
  /** The agent landing with its agent-only login form. */
  agent: { path: '/agent' },
  /** The agent centre (its own layout, agents only). */
  agentHome: { path: '/agentHome' },
} as const;

/** Routes that need a session token; without one the guard sends the visitor to /login (spec §2). */
export const authRequiredPaths: readonly string[] = [
  ...paths.lottery,
  paths.favorite.path,
  paths.recent.path,
];

export function isGamePagePath(pathname: string): boolean {
  return (paths.gamePages as readonly string[]).includes(pathname);
}

export function loginRedirect(from: string): string {
  return `${paths.login.path}?redirect=${encodeURIComponent(from)}`;
}
