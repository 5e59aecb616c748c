import { media } from '@sorte/ui/theme';
import { vars } from '@sorte/ui/vars';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  // Grid items may not grow past the column to fit wide content (a banner image, a scrolling tab row).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  maxInlineSize: vars.size.contentMaxWidth,
  marginInline: 'auto',
  '@media': {
    [media.tablet]: { paddingInline: vars.space.xl, paddingBlock: vars.space.xl },
  },
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.strong });
