import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clearRememberMeCookie,
  REMEMBER_ME_COOKIE,
  readRememberedUsername,
  rememberMeCookie,
} from './rememberMe.ts';

/** The name=value pair a browser would keep from a Set-Cookie style string. */
function pair(cookie: string): string {
  return cookie.split(';')[0]!;
}

describe('§5/§9 Remember-me: the username only, for 1 day (quality bar: never a password)', () => {
  it('writes the username with Max-Age 1 day, Path=/ and SameSite=Strict', () => {
    expect(rememberMeCookie('player1', { secure: false })).toBe(
      'sorte_remember=player1; Max-Age=86400; Path=/; SameSite=Strict',
    );
  });

  it('adds Secure when asked', () => {
    expect(rememberMeCookie('player1', { secure: true })).toBe(
      'sorte_remember=player1; Max-Age=86400; Path=/; SameSite=Strict; Secure',
    );
  });

  it('clears with Max-Age=0 on the same path', () => {
    expect(clearRememberMeCookie()).toBe('sorte_remember=; Max-Age=0; Path=/; SameSite=Strict');
    expect(clearRememberMeCookie({ secure: true })).toBe(
      'sorte_remember=; Max-Age=0; Path=/; SameSite=Strict; Secure',
    );
  });

  it('the API takes no password: only a username and the Secure option', () => {
    expect(rememberMeCookie.length).toBe(2);
    // @ts-expect-error a password cannot be passed
    const withPassword = rememberMeCookie('player1', { secure: false }, 'hunter2');
    // @ts-expect-error nor smuggled in through the options
    const withOption = rememberMeCookie('player1', { secure: false, password: 'hunter2' });
    expect(withPassword).not.toContain('hunter2');
    expect(withOption).not.toContain('hunter2');
  });

  it('an empty username is not remembered (the cookie is cleared instead)', () => {
    expect(rememberMeCookie('', { secure: true })).toBe(clearRememberMeCookie({ secure: true }));
  });

  it('an overlong username is not remembered (browsers drop cookies over about 4 KB)', () => {
    expect(rememberMeCookie('a'.repeat(5000), { secure: false })).toBe(clearRememberMeCookie());
  });

  it('a lone surrogate does not throw', () => {
    expect(() => rememberMeCookie('ab\uD800cd', { secure: false })).not.toThrow();
  });

  it.each([
    ['', null],
    ['other=1', null],
    ['sorte_remember=', null],
    ['sorte_remember=player1', 'player1'],
    ['a=1; sorte_remember=player%201; b=2', 'player 1'],
    ['xsorte_remember=evil; sorte_remember=good', 'good'],
    ['sorte_remember_old=evil', null],
    ['sorte_remember=%E0%A4%A', null],
    ['sorte_remember=first; sorte_remember=second', 'first'],
    ['  sorte_remember = spaced ', 'spaced'],
  ])('reads %j as %j', (cookieString, username) => {
    expect(readRememberedUsername(cookieString)).toBe(username);
  });

  it('reads null from a missing cookie string', () => {
    expect(readRememberedUsername(undefined)).toBeNull();
    expect(readRememberedUsername(null)).toBeNull();
  });

  it("round-trips any username, with unicode, ';', '=', and spaces, among other cookies (property)", () => {
    const username = fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
      fc.stringMatching(/^[ ;=,"\\%a-z]{1,20}$/),
    );
    const otherCookie = fc
      .tuple(fc.stringMatching(/^[a-z_]{1,10}$/), fc.stringMatching(/^[a-z0-9%]{0,10}$/))
      .filter(([name]) => name !== REMEMBER_ME_COOKIE)
      .map(([name, value]) => `${name}=${value}`);
    fc.assert(
      fc.property(username, fc.array(otherCookie, { maxLength: 3 }), fc.boolean(), (name, others, secure) => {
        const cookie = rememberMeCookie(name, { secure });
        const documentCookie = [...others, pair(cookie), ...others].join('; ');
        expect(readRememberedUsername(documentCookie)).toBe(name);
      }),
    );
  });

  it('the cookie value is a single cookie-octet token that cannot inject attributes (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.boolean(), (name, secure) => {
        const cookie = rememberMeCookie(name, { secure });
        const value = pair(cookie).slice(`${REMEMBER_ME_COOKIE}=`.length);
        // RFC 6265 cookie-octet: no controls, whitespace, DQUOTE, comma, semicolon or backslash.
        expect(value).toMatch(/^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/);
        expect(cookie.split('; ').slice(1)).toEqual(
          expect.arrayContaining(['Path=/', 'SameSite=Strict', ...(secure ? ['Secure'] : [])]),
        );
      }),
    );
  });

  it('the only value stored is the username (property: nothing else leaks into the cookie)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }), (name) => {
        const cookie = rememberMeCookie(name, { secure: true });
        expect(cookie).toBe(
          `${REMEMBER_ME_COOKIE}=${encodeURIComponent(name)}; Max-Age=86400; Path=/; SameSite=Strict; Secure`,
        );
      }),
    );
  });
});
