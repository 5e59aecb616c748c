import { createGlobalVar, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  fontFamily: vars.font.body,
  fontSize: '100%',
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitTextSizeAdjust: '100%',
});
globalStyle('body', { margin: 0, minHeight: '100vh', minWidth: '320px' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('img', { maxWidth: '100%', display: 'block' });
globalStyle('a', { color: vars.color.link });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      // csstype has no '!important' for keyword properties; the string is emitted as is.
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});

// A modal dialog's scroll lock (Radix, through react-remove-scroll-bar) sets this variable on <body>. Inherited, as an
// unregistered custom property is, it changes the style of every element of the page, restyled twice per dialog
// (on a phone's home page: 950 elements, about 47 ms of the tap that opens the side menu at 4x CPU slowdown).
// Registered as not inherited, it restyles <body> alone; nothing of ours reads it.
createGlobalVar('removed-body-scroll-bar-size', { syntax: '*', inherits: false });
