import { style } from '@vanilla-extract/css';

/** The room a page takes while its chunk loads: the footer stays below the fold instead of jumping. */
export const pagePlaceholder = style({ minHeight: '100dvh' });
