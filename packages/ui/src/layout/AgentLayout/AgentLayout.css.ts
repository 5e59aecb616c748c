import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
});

export const topBar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  blockSize: '52px',
  paddingInline: vars.space.md,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { paddingInline: vars.space.xl } },
});

export const main = style({
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: vars.space.md,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});
