import type { CategoryDestination, MemberCentreItem } from '@sorte/domain';
import { GAME_CENTRES, type GameCentre, LOBBY_PARAM_KEYS } from '@sorte/domain/constants';

/**
 * The one table of route paths (spec §2), and the builders of parametrised ones: no other module writes a route
 * string. A route is added here when the issue that builds it lands; nothing is listed before it exists.
 */
/**
 * The lottery pages (§2: login required; query gameCode): the prize mode each opens on and the game page its games
 * launch into (reading: one game page per lottery page).
 */
export const lotteryPages = {
  '/lottery': { prizeMode: 'LOTT', gamePage: '/lottert' },
  '/seaLottery': { prizeMode: 'SEA', gamePage: '/sealottery' },
  '/vnLottery': { prizeMode: 'ZY', gamePage: '/vnlottery' },
} as const;

export type LotteryPagePath = keyof typeof lotteryPages;

/** The page a launched vendor game opens in. */
const SEAMLESS_GAME_PAGE = '/seamless';

export const paths = {
  home: { path: '/', aliases: ['/index', '/index.html', '/home'] },
  login: { path: '/login' },
  register: { path: '/register' },
  promotions: { path: '/promotions' },
  /** Game centres: vendor based (/elott, /lott, /sports, /esports) and game lists (/live, /fish, /rng, /pvp). */
  centres: GAME_CENTRES.map((centre) => `/${centre}`),
  favorite: { path: '/favorite' },
  recent: { path: '/recent' },
  /** Lottery pages (login required; query gameCode). */
  lottery: Object.keys(lotteryPages) as readonly LotteryPagePath[],
  /** Game pages: the launched game in a frame, no side menu. */
  gamePages: [
    ...Object.values(lotteryPages).map((page) => page.gamePage),
    SEAMLESS_GAME_PAGE,
  ] as readonly string[],
  seamlessGame: { path: SEAMLESS_GAME_PAGE },
  help: { path: '/help' },
  /** "Jogo responsável" (issue 26 item 5; our path): tools, warning signs, self-test, help. */
  responsibleGaming: { path: '/responsible-gaming' },
  download: { path: '/down' },
  pointMall: { path: '/pointMall' },
  /** §2 Other named areas: Feedback (its route is ours; the spec shows no layout). */
  feedback: { path: '/feedback' },
  /** The member centre (§2): its menu, and each item's page at /member/<slug>. */
  member: { path: '/member' },
  /** The member's VIP level from the club label (the member dropdown's VIP entry; our path). */
  vip: { path: '/vip' },
  /** The agent landing with its agent-only login form. */
  agent: { path: '/agent' },
  /** The agent centre (its own layout, agents only). */
  agentHome: { path: '/agentHome' },
} as const;

/**
 * The member centre's page slugs, one per §2 menu item: readable words in the URL (`/member/deposit`), the
 * spec's ids in the code. An item's route exists only once its page is built (see the member feature).
 */
export const memberPageSlugs = {
  securityCenter: 'security',
  transferFund: 'transfer',
  depositv2: 'deposit',
  withdraw: 'withdraw',
  cashierHistory: 'cashier-history',
  transferUpline: 'transfer-upline',
  personalHistoryCopy: 'bets',
  transactionHistory: 'transactions',
  personalProfit: 'profit',
  bonusDetails: 'bonus',
  rewardCenter: 'rewards',
  referral: 'referral',
  missionLeaderboard: 'missions',
  messageV2: 'messages',
  manualRebate: 'rebate',
  playerLimits: 'limits',
} as const satisfies Record<MemberCentreItem, string>;

/** The member-centre pages that are built, in no particular order (the menu takes the spec's order). */
export const builtMemberPages = [
  'transferFund',
  'depositv2',
  'withdraw',
  'cashierHistory',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'manualRebate',
  'rewardCenter',
  'missionLeaderboard',
  'messageV2',
  'referral',
  'securityCenter',
  'playerLimits',
] as const satisfies readonly MemberCentreItem[];

/** /member, or one member-centre page: `/member/deposit`. */
export function memberPath(item?: MemberCentreItem): string {
  return item === undefined ? paths.member.path : `${paths.member.path}/${memberPageSlugs[item]}`;
}

/** The reward centre, opened at one promotion (its id, or the announcement's promotionType) when given. */
export function rewardCentrePath(promotion?: string): string {
  const path = memberPath('rewardCenter');
  return promotion === undefined ? path : `${path}?promotion=${encodeURIComponent(promotion)}`;
}

/** The member-centre item a page slug names, or null. */
export function memberItemOfSlug(slug: string | undefined): MemberCentreItem | null {
  const entry = Object.entries(memberPageSlugs).find(([, itemSlug]) => itemSlug === slug);
  return entry ? (entry[0] as MemberCentreItem) : null;
}

export function isGamePagePath(pathname: string): boolean {
  return paths.gamePages.includes(pathname);
}

export function loginRedirect(from: string): string {
  return `${paths.login.path}?redirect=${encodeURIComponent(from)}`;
}

/** A §2 game centre, e.g. `/rng`, or `/rng?vassalage=BGS` for one vendor's games. */
export function centrePath(centre: GameCentre, vassalage?: string): string {
  return vassalage ? `/${centre}?${LOBBY_PARAM_KEYS.vendor}=${encodeURIComponent(vassalage)}` : `/${centre}`;
}

/** The game centre a path names (`/rng` → `rng`), or null. */
export function centreOfPath(pathname: string): GameCentre | null {
  return (paths.centres as readonly string[]).includes(pathname) ? (pathname.slice(1) as GameCentre) : null;
}

/** Where a category's navigation item leads (domain `categoryDestination`). */
export function categoryPath(destination: CategoryDestination): string {
  return 'centre' in destination
    ? centrePath(destination.centre, destination.vassalage)
    : `${paths.home.path}?${LOBBY_PARAM_KEYS.tab}=${encodeURIComponent(destination.lobbyTab)}`;
}

/** /promotions, or one promotion opened by its id in the hash (§2). */
export function promotionPath(promotionId?: string | number): string {
  return promotionId === undefined
    ? paths.promotions.path
    : `${paths.promotions.path}#${encodeURIComponent(String(promotionId))}`;
}

/** /help, or one topic opened by its id in the hash. */
export function helpPath(topicId?: string): string {
  return topicId === undefined ? paths.help.path : `${paths.help.path}#${encodeURIComponent(topicId)}`;
}

/** The routes that show home (§2): /, its aliases, and the login and register popups over it. */
export const homePaths: readonly string[] = [
  paths.home.path,
  ...paths.home.aliases,
  paths.login.path,
  paths.register.path,
];

/** The game page a launched vendor game opens in, with what it needs to (re)launch. */
export function seamlessGamePath(query: URLSearchParams): string {
  return `${paths.seamlessGame.path}?${query}`;
}
