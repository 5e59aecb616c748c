import { style } from '@vanilla-extract/css';
import { GRID_COLUMNS, gridGap } from './gridColumns.ts';

/** The element whose width decides the number of columns (a grid cannot query its own size). */
export const gridContainer = style({ containerType: 'inline-size', minInlineSize: 0 });

const columnQueries = Object.fromEntries(
  GRID_COLUMNS.filter((step) => step.minWidth > 0).map((step) => [
    `(min-width: ${step.minWidth}px)`,
    { gridTemplateColumns: `repeat(${step.columns}, minmax(0, 1fr))`, gap: `${gridGap(step.minWidth)}px` },
  ]),
);

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${GRID_COLUMNS[0].columns}, minmax(0, 1fr))`,
  gap: `${gridGap(0)}px`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': columnQueries,
});

export const gridItem = style({ minInlineSize: 0, display: 'flex' });
