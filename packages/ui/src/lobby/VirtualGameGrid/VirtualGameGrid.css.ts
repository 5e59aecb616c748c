import { style } from '@vanilla-extract/css';

/** Rows start where the inline padding puts them; the block size holds the whole list's height. */
export const list = style({ alignContent: 'start', boxSizing: 'border-box', contain: 'layout' });
