import { type AnyLanguageCode, DEFAULT_LANGUAGE } from '@sorte/domain';
import { atom } from 'jotai';
import { afterNextPaint } from '../lib/afterNextPaint.ts';
import { localStore } from './browserStorage.ts';

export type ThemePreference = 'system' | 'light' | 'dark';

export const THEME_STORAGE_KEY = 'sorte.theme';
const LANGUAGE_KEY = 'sorte.language';

export function storedThemePreference(): ThemePreference {
  const stored = localStore.get(THEME_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** Applies the theme choice on <html>; 'system' leaves the decision to prefers-color-scheme in CSS. */
export function applyThemePreference(
  preference: ThemePreference,
  root: HTMLElement = document.documentElement,
) {
  if (preference === 'system') delete root.dataset.theme;
  else root.dataset.theme = preference;
}

const themeBaseAtom = atom<ThemePreference>(storedThemePreference());
let cancelThemeRestyle = () => {};
export const themePreferenceAtom = atom(
  (get) => get(themeBaseAtom),
  (_get, set, preference: ThemePreference) => {
    set(themeBaseAtom, preference);
    if (preference === 'system') localStore.remove(THEME_STORAGE_KEY);
    else localStore.set(THEME_STORAGE_KEY, preference);
    // The choice shows checked in the interaction's own frame; restyling the whole page follows in the next one
    // (on a phone at 4x slowdown it held that frame back by ~200 ms).
    cancelThemeRestyle();
    cancelThemeRestyle = afterNextPaint(() => applyThemePreference(preference));
  },
);

export function storedLanguage(): string | null {
  return localStore.get(LANGUAGE_KEY);
}

export const languageAtom = atom<AnyLanguageCode>(DEFAULT_LANGUAGE);
export function persistLanguage(code: AnyLanguageCode) {
  localStore.set(LANGUAGE_KEY, code);
}
