import { getLanguage, LANGUAGES } from '@sorte/domain/languages';
import { describe, expect, it } from 'vitest';
import { persistLanguage, storedLanguage, THEME_STORAGE_KEY } from '../../state/preferenceAtoms.ts';
import {
  LANGUAGE_STORAGE_KEY,
  THEME_STORAGE_KEY as OFFLINE_THEME_KEY,
  offlinePageLanguage,
} from './offlineLanguage.ts';

describe('the offline page’s language', () => {
  it('is Portuguese when the site stored none, or something unknown', () => {
    for (const stored of [null, '', 'xx-YY'])
      expect(offlinePageLanguage(stored)).toEqual({ tag: 'pt-BR', dir: 'ltr', catalog: 'pt' });
  });

  it('is the stored one, Arabic, Farsi and Urdu right to left', () => {
    expect(offlinePageLanguage('AR')).toEqual({ tag: 'ar', dir: 'rtl', catalog: 'ar' });
    expect(offlinePageLanguage('FA').dir).toBe('rtl');
    expect(offlinePageLanguage('UR').dir).toBe('rtl');
    expect(offlinePageLanguage('EN')).toMatchObject({ dir: 'ltr', catalog: 'en' });
  });

  it('agrees with the site for every language', () => {
    for (const language of LANGUAGES) {
      const { tag, dir, catalog } = getLanguage(language.code);
      expect(offlinePageLanguage(language.code)).toEqual({ tag, dir, catalog });
    }
  });

  it('reads the keys the site stores the language and the theme under', () => {
    persistLanguage('AR');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe(storedLanguage());
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    expect(OFFLINE_THEME_KEY).toBe(THEME_STORAGE_KEY);
  });
});
