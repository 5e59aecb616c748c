/**
 * Issue 22 item 7 "Nothing typed is lost": what a player typed in a money or contract form is kept in session
 * storage while they type, per signed-in account and form, so a session expiry (and the login after it) or a reload
 * while a request is pending does not lose it. Only what the form's projection keeps is stored: never a password,
 * a withdraw password, a code or a file. An explicit logout clears the account's drafts; an expiry keeps them.
 */

/** A value a draft may hold: text, a number, a flag, or a record of these (a contract's terms as typed). */
type DraftValue = string | number | boolean | { readonly [key: string]: DraftValue };

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDraftValue(value: unknown): value is DraftValue {
  if (typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  return isPlainRecord(value) && Object.values(value).every(isDraftValue);
}

/** Something was typed: a text with more than spaces, or a record holding one (a number or flag alone is a default). */
function holdsTyping(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  return isPlainRecord(value) && Object.values(value).some(holdsTyping);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (isPlainRecord(a) && isPlainRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return a === b;
}

/**
 * A draft is worth storing when it holds something typed that the blank form does not have: an all-empty form, or
 * one showing only its defaults (a preselected kind or wallet), is not stored.
 */
export function isDraftWorthKeeping(
  kept: Readonly<Record<string, unknown>>,
  blank: Readonly<Record<string, unknown>>,
): boolean {
  return Object.entries(kept).some(([field, value]) => holdsTyping(value) && !sameValue(value, blank[field]));
}

/**
 * A stored draft read back over the blank form: only the blank form's fields, each only when the stored value has
 * the blank value's shape (text for text, a record for a record), so an old or tampered draft restores nothing
 * else. Null when nothing can be restored.
 */
export function restoredFormDraft<Values extends object>(
  stored: string | null,
  blank: Values,
): Partial<Values> | null {
  if (stored === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isPlainRecord(parsed)) return null;
  const restored: Record<string, unknown> = {};
  for (const [field, blankValue] of Object.entries(blank)) {
    const value = parsed[field];
    if (value === undefined || !isDraftValue(value)) continue;
    if (isPlainRecord(blankValue) ? isPlainRecord(value) : typeof value === typeof blankValue)
      restored[field] = value;
  }
  return Object.keys(restored).length > 0 ? (restored as Partial<Values>) : null;
}
