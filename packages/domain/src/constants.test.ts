import { describe, expect, it } from 'vitest';
import {
  AGENT_TYPES,
  ANNOUNCEMENT_PAGE_SIZE,
  BANNER_AUTOPLAY_MS,
  BANNER_GROUPS,
  BANNER_TRANSITION_MS,
  CAPTCHA_REFRESH_THROTTLE_MS,
  CHUNK_LOAD_TIMEOUT_MS,
  CLIENT_TYPE,
  DEFAULT_SMS_COUNTDOWN_SECONDS,
  FAVOURITE_THROTTLE_MS,
  FAVOURITES_PAGE_SIZE,
  GAME_SELECT_TYPES,
  LOBBY_PAGE_SIZE,
  MERCHANT_CODE_KEY,
  MODAL_OPEN_DELAY_MS,
  PLATFORM,
  PRIZE_MODES,
  REMEMBER_ME_MAX_AGE_SECONDS,
  SESSION_KEYS,
  SIDE_MENU_PROMOTIONS,
  SMS_THROTTLE_MS,
  TRIAL_TYPES,
  VENDOR_TYPES,
  WHITE_LABEL_SWITCHES,
  WINNER_BOARD_LIMIT,
} from './constants.ts';

describe('§3 Constants', () => {
  it.each([
    ['agent types', AGENT_TYPES, [1, 2, 41, 42]],
    ['trial types', TRIAL_TYPES, [4]],
    ['game select types', GAME_SELECT_TYPES, ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT']],
    ['prize modes', PRIZE_MODES, ['LOTT', 'ZY', 'ELOTT', 'SEA']],
    [
      'vendor types',
      VENDOR_TYPES,
      ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'INHOUSE'],
    ],
    ['banner groups', BANNER_GROUPS, ['w_login', 'w_register', 'w_home', 'w_forget', 'w_leftmenu']],
  ])('%s are the spec values', (_name, actual, expected) => {
    expect([...actual]).toEqual(expected);
  });

  it('§3 session storage keys are the spec list, without the merchant code', () => {
    expect([...SESSION_KEYS]).toEqual([
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
    ]);
    expect(SESSION_KEYS).not.toContain(MERCHANT_CODE_KEY);
    expect(MERCHANT_CODE_KEY).toBe('merchantCode');
  });

  it('§6 white-label switches are the spec list', () => {
    expect([...WHITE_LABEL_SWITCHES]).toEqual([
      'MOBILENUMREG3',
      'REGMOBVERF3',
      'MOBILENUMPASSREG3',
      'FREEPLAY3',
      'PWDEXPFORCECHANGE3',
      'MOBILEVERCODELOGIN3',
      'CHNGPASSVERIF3',
      'AGENTPOLICY3',
      'PTSYS3',
    ]);
  });
});

describe('§9 Business constants and limits', () => {
  it.each([
    ['SMS_THROTTLE_MS', SMS_THROTTLE_MS, 1000],
    ['CAPTCHA_REFRESH_THROTTLE_MS', CAPTCHA_REFRESH_THROTTLE_MS, 1000],
    ['FAVOURITE_THROTTLE_MS', FAVOURITE_THROTTLE_MS, 1000],
    ['DEFAULT_SMS_COUNTDOWN_SECONDS', DEFAULT_SMS_COUNTDOWN_SECONDS, 60],
    ['REMEMBER_ME_MAX_AGE_SECONDS', REMEMBER_ME_MAX_AGE_SECONDS, 86_400],
    ['MODAL_OPEN_DELAY_MS', MODAL_OPEN_DELAY_MS, 100],
    ['BANNER_AUTOPLAY_MS', BANNER_AUTOPLAY_MS, 5000],
    ['BANNER_TRANSITION_MS', BANNER_TRANSITION_MS, 1000],
    ['ANNOUNCEMENT_PAGE_SIZE', ANNOUNCEMENT_PAGE_SIZE, 9],
    ['LOBBY_PAGE_SIZE', LOBBY_PAGE_SIZE, 18],
    ['FAVOURITES_PAGE_SIZE', FAVOURITES_PAGE_SIZE, 999],
    ['WINNER_BOARD_LIMIT', WINNER_BOARD_LIMIT, 20],
    ['SIDE_MENU_PROMOTIONS', SIDE_MENU_PROMOTIONS, 6],
    ['CHUNK_LOAD_TIMEOUT_MS', CHUNK_LOAD_TIMEOUT_MS, 120_000],
    ['PLATFORM', PLATFORM, 'WEB'],
    ['CLIENT_TYPE', CLIENT_TYPE, 3],
  ])('%s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
