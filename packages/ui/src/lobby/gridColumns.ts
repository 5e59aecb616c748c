/**
 * Columns of the game and vendor grids by the width of the grid's container (not the viewport: the side
 * menu takes room on desktop). The CSS container queries and the virtual grid's row maths share this table.
 */
export const GRID_COLUMNS = [
  { minWidth: 0, columns: 2 },
  { minWidth: 480, columns: 3 },
  { minWidth: 680, columns: 4 },
  { minWidth: 880, columns: 5 },
  { minWidth: 1080, columns: 6 },
] as const;

export function columnsForWidth(width: number): number {
  let columns: number = GRID_COLUMNS[0].columns;
  for (const step of GRID_COLUMNS) if (width >= step.minWidth) columns = step.columns;
  return columns;
}

/** Gap between cards, in px: tighter on phones. */
export function gridGap(width: number): number {
  return width >= GRID_COLUMNS[1].minWidth ? 16 : 8;
}
