import { describe, expect, it } from 'vitest';
import { FREE_PLAY_PLATFORM, freePlayOs, freePlayRequest } from './freePlay.ts';

describe('§7 free play body: os and platform W', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36', 'Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'iOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)', 'MacOS'],
    ['Mozilla/5.0 (X11; Linux x86_64)', 'Linux'],
    ['', 'Other'],
    [null, 'Other'],
  ] as const)('%j → %s', (ua, os) => {
    expect(freePlayOs(ua)).toBe(os);
  });

  it('the body is { os, platform: "W" }', () => {
    expect(FREE_PLAY_PLATFORM).toBe('W');
    expect(freePlayRequest('Mozilla/5.0 (Windows NT 10.0)')).toEqual({ os: 'Windows', platform: 'W' });
  });
});
