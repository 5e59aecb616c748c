import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ margin: 0, padding: 0, border: 0, minInlineSize: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
});

export const track = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const option = style({
  position: 'relative',
  // Icon above the label: three options fit a narrow side menu without cutting "Sistema" short.
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  minBlockSize: '48px',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:has(input:checked)': {
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.elevation.low,
    },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const optionText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
