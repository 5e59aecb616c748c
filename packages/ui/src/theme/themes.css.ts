import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { darkTokens, lightTokens } from './tokens.ts';

/**
 * Light is the base; `data-theme` on <html> pins a choice. Without a stored choice the
 * system preference decides, in CSS, so the first paint already has the right colours.
 */
createGlobalTheme(':root', vars, lightTokens);
createGlobalTheme(':root[data-theme="dark"]', vars, darkTokens);
globalStyle(':root:not([data-theme])', {
  '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(vars, darkTokens) } },
});
globalStyle(':root[data-theme="dark"]', { colorScheme: 'dark' });
globalStyle(':root[data-theme="light"]', { colorScheme: 'light' });
