/**
 * Where form drafts (issue 22 item 7, ./formDrafts.ts) live in session storage: one key per account and form. Apart
 * from the drafts' reading so a logout, which loads with every page, does not bring it along.
 */

/** Every draft's session storage key starts with this; the session's own keys never do. */
export const FORM_DRAFT_PREFIX = 'formDraft:';

/** A draft's session storage key: the account (encoded, so no account's key is a prefix of another's) and the form. */
export function formDraftKey(account: string, form: string): string {
  return `${FORM_DRAFT_PREFIX}${encodeURIComponent(account)}:${form}`;
}

export function isFormDraftKey(key: string): boolean {
  return key.startsWith(FORM_DRAFT_PREFIX);
}

/** The drafts of one account among session storage's keys (what its logout clears). */
export function formDraftKeysOf(keys: Iterable<string>, account: string): string[] {
  const prefix = `${FORM_DRAFT_PREFIX}${encodeURIComponent(account)}:`;
  return [...keys].filter((key) => key.startsWith(prefix));
}
