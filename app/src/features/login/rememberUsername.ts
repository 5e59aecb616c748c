import { clearRememberMeCookie, rememberMeCookie } from '@sorte/domain';

/** Spec §5 remember-me: the username only, for 1 day; never the password. */
export function saveRememberedUsername(username: string, remember: boolean) {
  const secure = location.protocol === 'https:';
  // biome-ignore lint/suspicious/noDocumentCookie: spec §5 remember-me is a 1-day cookie; the Cookie Store API is not in every browser
  document.cookie = remember ? rememberMeCookie(username, { secure }) : clearRememberMeCookie({ secure });
}
