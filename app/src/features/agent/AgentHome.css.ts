import { vars } from '@sorte/ui/vars';
import { style } from '@vanilla-extract/css';

export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, inlineSize: '100%' });

export const title = style({
  flex: 1,
  minInlineSize: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // Phones: the page's own heading names the agent centre; the bar keeps the clock and logout.
  '@media': { '(max-width: 479px)': { display: 'none' } },
});

export const page = style({
  inlineSize: '100%',
  maxInlineSize: '1120px',
  marginInline: 'auto',
  padding: 'clamp(12px, 3vw, 24px)',
  boxSizing: 'border-box',
});

/** Keeps the page's room while its chunk loads, so the layout does not jump. */
export const pageLoading = style({ minBlockSize: '320px' });
