// Stories only: the locale tag the toolbar's language global stands for, so Intl output follows the variant.
import { storyLocales } from '../i18n/storyLocales.ts';

export function storyLocaleTag(globals: Record<string, unknown>): string {
  return storyLocales[globals.locale as keyof typeof storyLocales]?.tag ?? storyLocales['PT-BR'].tag;
}
