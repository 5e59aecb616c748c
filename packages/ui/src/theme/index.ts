import './themes.css.ts';
import './global.css.ts';

export { vars } from './contract.css.ts';
export { registerArabicScriptFont } from './fonts.ts';
export { breakpoints, media } from './media.ts';
export { darkTokens, lightTokens, type ThemeTokens } from './tokens.ts';
