// /offline.js: bundled by app/pwaBuild.ts with each catalog's offline texts (`__SORTE_OFFLINE_TEXTS__`). It puts
// the offline page in the player's language and theme; the page never shows anything of the player's account.
import { LANGUAGE_STORAGE_KEY, offlinePageLanguage, THEME_STORAGE_KEY } from './offlineLanguage.ts';

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked: the defaults
  }
}

const language = offlinePageLanguage(stored(LANGUAGE_STORAGE_KEY));
const texts = __SORTE_OFFLINE_TEXTS__[language.catalog];
const root = document.documentElement;
root.lang = language.tag;
root.dir = language.dir;
const theme = stored(THEME_STORAGE_KEY);
if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
for (const element of document.querySelectorAll<HTMLElement>('[data-offline-text]')) {
  const name = element.dataset.offlineText as keyof typeof texts;
  if (texts[name]) element.textContent = texts[name];
}
document.title = `${texts.title} · Sorte`;
document.querySelector('.offline-retry')?.addEventListener('click', () => location.reload());
