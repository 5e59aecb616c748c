import { style } from '@vanilla-extract/css';

/** A cashier page's parts, one under the other. */
export const stack = style({ display: 'grid', gap: 24, alignContent: 'start', minWidth: 0 });

/** A page waiting for its first answers keeps its room. */
export const loading = style({ minHeight: 320 });
