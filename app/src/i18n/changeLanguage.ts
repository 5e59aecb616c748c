import type { AnyLanguageCode } from '@sorte/domain';
import { atom } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { languageAtom, persistLanguage } from '../state/preferenceAtoms.ts';
import { activateLanguage } from './i18n.ts';

/**
 * The player chooses a language: its catalogs load before the page switches to it, the choice is kept, and every
 * gateway answer is asked for again, since each request carries the language (banners, notices, promotions, game
 * and menu names, help topics). Queries on screen refetch now and keep their old answer until the new one is in;
 * the others refetch when next shown.
 */
export const changeLanguageAtom = atom(null, async (get, set, code: AnyLanguageCode) => {
  await activateLanguage(code);
  set(languageAtom, code);
  persistLanguage(code);
  await get(queryClientAtom).invalidateQueries();
});
