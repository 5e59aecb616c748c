import { formDraftKey, isDraftWorthKeeping, restoredFormDraft } from '@sorte/domain';
import { useAtomValue } from 'jotai';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { sessionStore } from '../state/browserStorage.ts';
import { draftAccountAtom } from './draftAccount.ts';

/**
 * A form's draft (issue 22 item 7 "Nothing typed is lost"): what was typed, kept in session storage per signed-in
 * account while it is typed, restored when the form shows again (after a session expiry and the login after it, or
 * a reload), cleared when the form was sent and by a logout.
 */
export interface FormDraft<Values> {
  /** Names the form among the account's drafts. */
  name: string;
  /** What is kept of the values: never a password, a withdraw password, a code or a file. */
  keep: (values: Values) => Partial<Values>;
  /** How a restored draft meets the form's starting values (default: the draft over them). */
  merge?: (start: Values, restored: Partial<Values>) => Values;
}

/** The account's draft over `start`: only what `keep` keeps of it, whatever was stored (never a secret). */
function readDraft<Values>(account: string, draft: FormDraft<Values>, start: Values): Values | null {
  const stored = restoredFormDraft(sessionStore.get(formDraftKey(account, draft.name)), start as object);
  if (stored === null) return null;
  const restored = draft.keep({ ...start, ...stored });
  if (Object.keys(restored).length === 0) return null;
  return draft.merge ? draft.merge(start, restored) : { ...start, ...restored };
}

/**
 * The draft of one form, imperatively (a dialog restoring its draft when it opens): `restore` gives the starting
 * values with the account's draft over them, `save` stores what was typed (an empty form is not stored), `settle`
 * clears it once the form went through.
 */
export function useFormDraft<Values>(draft: FormDraft<Values>) {
  const account = useAtomValue(draftAccountAtom);
  const latest = useRef(draft);
  latest.current = draft;
  const restore = useCallback(
    (start: Values): Values =>
      account === null ? start : (readDraft(account, latest.current, start) ?? start),
    [account],
  );
  const save = useCallback(
    (values: Values, blank: Values) => {
      if (account === null) return;
      const { keep, name } = latest.current;
      const kept = keep(values) as Record<string, unknown>;
      const key = formDraftKey(account, name);
      if (isDraftWorthKeeping(kept, keep(blank) as Record<string, unknown>))
        sessionStore.set(key, JSON.stringify(kept));
      else sessionStore.remove(key);
    },
    [account],
  );
  const settle = useCallback(() => {
    if (account !== null) sessionStore.remove(formDraftKey(account, latest.current.name));
  }, [account]);
  return { account, restore, save, settle };
}

/**
 * A form's values kept as its draft (with `draft`; without, plain state): restored over `initial` on mount, or once
 * the account is known (a form shown right after a login, before member info is in); stored on every change.
 * `settle(sent)` clears the draft once `sent` went through: the same values showing on afterwards are not stored
 * again, a change is.
 */
export function useDraftedState<Values>(
  initial: Values | (() => Values),
  draft?: FormDraft<Values>,
): [Values, Dispatch<SetStateAction<Values>>, (sent: Values) => void] {
  const account = useAtomValue(draftAccountAtom);
  const latest = useRef(draft);
  latest.current = draft;
  const blank = useRef<Values>(undefined as Values);
  const [values, setValues] = useState<Values>(() => {
    const start = typeof initial === 'function' ? (initial as () => Values)() : initial;
    blank.current = start;
    return (draft && account !== null && readDraft(account, draft, start)) || start;
  });
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const name = draft?.name ?? null;
  // The account and form the values were restored for: another (the first known, a new name) restores again.
  const restoredFor = useRef(name !== null && account !== null ? `${account}\n${name}` : null);
  const settled = useRef<string | null>(null);

  useEffect(() => {
    const current = latest.current;
    if (!current || name === null || account === null) return;
    const key = formDraftKey(account, name);
    const target = `${account}\n${name}`;
    if (restoredFor.current !== target) {
      restoredFor.current = target;
      const restored = readDraft(account, current, values);
      if (restored !== null) {
        setValues(restored);
        return;
      }
    }
    const kept = current.keep(values) as Record<string, unknown>;
    const text = JSON.stringify(kept);
    if (text === settled.current) return;
    settled.current = null;
    if (isDraftWorthKeeping(kept, current.keep(blank.current) as Record<string, unknown>))
      sessionStore.set(key, text);
    else sessionStore.remove(key);
  }, [account, name, values]);

  const settle = useCallback(
    (sent: Values) => {
      const current = latest.current;
      if (!current || account === null) return;
      const text = JSON.stringify(current.keep(sent));
      // Typed on while it was sent: that is a draft of its own.
      if (JSON.stringify(current.keep(valuesRef.current)) !== text) return;
      settled.current = text;
      sessionStore.remove(formDraftKey(account, current.name));
    },
    [account],
  );

  return [values, setValues, settle];
}
