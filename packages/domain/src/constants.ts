/** Member types that are agents (spec §3 Constants, §6 Agent). */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export type AgentType = (typeof AGENT_TYPES)[number];

/** Member types that are trial (free-play) accounts (spec §3 Constants). */
export const TRIAL_TYPES = [4] as const;
export type TrialType = (typeof TRIAL_TYPES)[number];

/** White-label feature switches (spec §6). */
export const WHITE_LABEL_SWITCHES = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
  'AGENTPOLICY3',
  'PTSYS3',
] as const;
export type WhiteLabelSwitch = (typeof WHITE_LABEL_SWITCHES)[number];

/** Session storage keys (spec §3). */
export const SESSION_KEYS = [
  'token',
  'nickname',
  'account',
  'username',
  'customerId',
  'isAgent',
  'merchantWallet',
  'validate',
  'consolidated',
  'enableSalary',
  'enableContract',
  'gameVendor',
  'HOT_GAMES',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/** The one session storage key that survives logout (spec §4 Logout). */
export const MERCHANT_CODE_KEY = 'merchantCode';

/** Game select types (spec §3 Constants). */
export const GAME_SELECT_TYPES = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export type GameSelectType = (typeof GAME_SELECT_TYPES)[number];

/** Lottery prize modes (spec §3 Constants). */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** Vendor types (spec §3 Constants). INHOUSE is served as RNG with vendor {@link INHOUSE_VENDOR}. */
export const VENDOR_TYPES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'INHOUSE',
] as const;
export type VendorType = (typeof VENDOR_TYPES)[number];

/**
 * The game categories of the gateway's vendor lanes (`gameCategory`, spec §3 Vendor category), in the order the
 * lanes are served: lottery (LOTT, ELOTT), live, sports, e-sports, fish, casino (RNG), PVP and cockfight.
 */
export const GAME_CATEGORIES = [
  'LOTT',
  'ELOTT',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'RNG',
  'PVP',
  'COCKFIGHT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Vendor codes (vassalage) of e-sports and cockfight, and the in-house vendor (spec §3 Constants). */
export const ESPORTS_VENDOR_CODES = ['IMES', 'IA', 'TF'] as const;
export const COCKFIGHT_VENDOR_CODE = 'SV3';
export const INHOUSE_VENDOR = 'BGS';

/** Banner groups (spec §3 Banner). */
export const BANNER_GROUPS = ['w_login', 'w_register', 'w_home', 'w_forget', 'w_leftmenu'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** §3 slot classes: slot machine, scratch card, video poker, table games, arcade, jackpot, bingo. */
export const SLOT_CLASSES = [
  'SLOT_MACHINE',
  'SCRATCH_CARD',
  'VIDEO_POKER',
  'TABLE_GAMES',
  'ARCADE',
  'JACKPOT',
  'BINGO',
] as const;
export type SlotClass = (typeof SLOT_CLASSES)[number];

/** §3 live classes: baccarat, sicbo, roulette, dragon tiger, blackjack and others. */
export const LIVE_CLASSES = ['BACCARAT', 'SICBO', 'ROULETTE', 'DRAGON_TIGER', 'BLACKJACK', 'OTHERS'] as const;
export type LiveClass = (typeof LIVE_CLASSES)[number];

/** §4 Promotion statuses: Join, Claim, Applying, Rejected, Issued, Claimed, Process, Joined, coming soon, Close. */
export const PROMOTION_STATUSES = [
  'JOIN',
  'CLAIM',
  'APPLYING',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'PROCESS',
  'JOINED',
  'COMING_SOON',
  'CLOSE',
] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** The phone authentication codes of spec §8. */
export const PHONE_AUTH_ERROR_CODES = [
  'invalid-phone-number',
  'missing-phone-number',
  'too-many-requests',
  'unknown',
  'invalid-verification-code',
  'missing-verification-code',
  'captcha-check-failed',
  'quota-exceeded',
  'operation-not-allowed',
  'code-expired',
  'popup-closed-by-user',
] as const;
export type PhoneAuthErrorCode = (typeof PHONE_AUTH_ERROR_CODES)[number];

// Business constants and limits (spec §9).
export const PLATFORM = 'WEB';
export const CLIENT_TYPE = 3;
export const SMS_THROTTLE_MS = 1000;
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;
export const FAVOURITE_THROTTLE_MS = 1000;
export const DEFAULT_SMS_COUNTDOWN_SECONDS = 60;
export const REMEMBER_ME_MAX_AGE_SECONDS = 86_400;
export const MODAL_OPEN_DELAY_MS = 100;
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_TRANSITION_MS = 1000;
export const ANNOUNCEMENT_PAGE_SIZE = 9;
export const LOBBY_PAGE_SIZE = 18;
export const LOBBY_PAGINATION_RANGE = 5;
export const LOBBY_PAGINATION_MARGIN_PAGES = 2;
export const FAVOURITES_PAGE_SIZE = 999;
export const HOME_GAMES_LIMIT = 12;
export const HOME_VENDORS_LIMIT = 5;
export const WINNER_BOARD_LIMIT = 20;
export const WINNER_BOARD_FIXED_TOP = 3;
export const SIDE_MENU_PROMOTIONS = 6;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const AGENT_CLOCK_REFRESH_MS = 1000;
export const PHONE_AUTH_LOCKOUT_MINUTES = 5;
export const PROMOTION_COMMENT_MAX_LENGTH = 140;
export const PROMOTION_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const PROMOTION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROMOTION_IMAGE_MAX_COUNT = 3;
export const MINIMUM_AGE = 18;
export const QR_DEFAULTS = { size: 800, margin: 20, errorCorrectionLevel: 'M' } as const;

/** The query keys of the lobby (§2 /rng's `vassalage` is the vendor key everywhere). */
export const LOBBY_PARAM_KEYS = {
  tab: 'tab',
  filter: 'filter',
  vendor: 'vassalage',
  classify: 'classify',
  name: 'name',
  page: 'page',
} as const;

/** A §2 game centre, by its route's name (the app's `paths.ts` turns it into a URL). */
export const GAME_CENTRES = ['elott', 'lott', 'sports', 'esports', 'live', 'fish', 'rng', 'pvp'] as const;
export type GameCentre = (typeof GAME_CENTRES)[number];
