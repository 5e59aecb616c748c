import { REMEMBER_ME_MAX_AGE_SECONDS } from '../constants.ts';

/**
 * §5/§9 remember-me, deliberately narrowed by the quality bar (OWASP WSTG-ATHN-05): the cookie holds the
 * username only, never a password; the browser's password manager remembers the password.
 */
export const REMEMBER_ME_COOKIE = 'sorte_remember';

/** Longer encoded usernames are not remembered (a cookie over ~4 KB is silently dropped by browsers). */
export const REMEMBER_ME_MAX_ENCODED_LENGTH = 1024;

export interface RememberMeCookieOptions {
  /** Add `Secure` (the page is served over https). */
  secure: boolean;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function attributes(maxAge: number, secure: boolean): string {
  return `Max-Age=${maxAge}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** A `document.cookie` assignment that deletes the remember-me cookie. */
export function clearRememberMeCookie(options: RememberMeCookieOptions = { secure: false }): string {
  return `${REMEMBER_ME_COOKIE}=; ${attributes(0, options.secure)}`;
}

/**
 * A `document.cookie` assignment that remembers `username` for one day. An empty (or too long) username
 * gives the deleting cookie instead.
 */
export function rememberMeCookie(username: string, options: RememberMeCookieOptions): string {
  const value = encodeURIComponent(username.replace(LONE_SURROGATE, '\uFFFD'));
  if (value === '' || value.length > REMEMBER_ME_MAX_ENCODED_LENGTH) return clearRememberMeCookie(options);
  return `${REMEMBER_ME_COOKIE}=${value}; ${attributes(REMEMBER_ME_MAX_AGE_SECONDS, options.secure)}`;
}

/** The remembered username in a `document.cookie` string, or null. */
export function readRememberedUsername(cookieString: string | null | undefined): string | null {
  if (typeof cookieString !== 'string') return null;
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== REMEMBER_ME_COOKIE) continue;
    const raw = part.slice(separator + 1).trim();
    if (raw === '') return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}
