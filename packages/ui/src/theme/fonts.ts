// Self-hosted fonts. Figtree covers Latin; Noto Sans Arabic covers the Arabic script of the right-to-left
// languages (Arabic, Farsi, Urdu), so their pages look the same on every device instead of depending on the
// system's Arabic font (many lack Urdu's letters). Other scripts use the system stack in the theme's font list.
import '@fontsource/figtree/latin-400.css';
import '@fontsource/figtree/latin-700.css';
import arabic400 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url';
import arabic700 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2?url';

/**
 * The Arabic block and its supplements and presentation forms, with the joiners. The package's own CSS has no
 * unicode-range, which would make any page with a character Figtree lacks (a Vietnamese vendor name) download it.
 */
export const ARABIC_SCRIPT_RANGE =
  'U+0600-06FF, U+0750-077F, U+0870-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FEFC';

let arabicScriptRegistered = false;

/**
 * Registers Noto Sans Arabic like an @font-face rule (nothing downloads until a character in the range is shown).
 * Called when a right-to-left language becomes active, so other pages never fetch it for the language list's
 * endonyms.
 */
export function registerArabicScriptFont() {
  if (arabicScriptRegistered || typeof FontFace === 'undefined' || typeof document === 'undefined') return;
  arabicScriptRegistered = true;
  for (const [weight, url] of [
    ['400', arabic400],
    ['700', arabic700],
  ] as const) {
    document.fonts.add(
      new FontFace('Noto Sans Arabic', `url(${url}) format('woff2')`, {
        weight,
        style: 'normal',
        display: 'swap',
        unicodeRange: ARABIC_SCRIPT_RANGE,
      }),
    );
  }
}
