import { accountFeatures, type SwitchSource } from '../whiteLabel/accountFeatures.ts';

/** §7 free play: `platform W` (§9 platform codes W, flash, html5-desktop). */
export const FREE_PLAY_PLATFORM = 'W';

/** The `os` of the free-play body, read from a user-agent string (the app passes `navigator.userAgent`). */
export type FreePlayOs = 'Android' | 'iOS' | 'Windows' | 'MacOS' | 'Linux' | 'Other';

export function freePlayOs(userAgent: string | null | undefined): FreePlayOs {
  const ua = typeof userAgent === 'string' ? userAgent : '';
  if (/android/i.test(ua)) return 'Android';
  if (/iphone|ipad|ipod/i.test(ua)) return 'iOS';
  if (/windows/i.test(ua)) return 'Windows';
  if (/mac os|macintosh/i.test(ua)) return 'MacOS';
  if (/linux|cros/i.test(ua)) return 'Linux';
  return 'Other';
}

/** The free-play body of §7: `{ os, platform: 'W' }`. */
export function freePlayRequest(userAgent: string | null | undefined): { os: FreePlayOs; platform: 'W' } {
  return { os: freePlayOs(userAgent), platform: FREE_PLAY_PLATFORM };
}

/** §6: free play is offered (and the free-play call made) only when FREEPLAY3 is on. */
export function canFreePlay(switches: SwitchSource): boolean {
  return accountFeatures(switches).freePlay;
}
