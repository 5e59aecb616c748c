import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minBlockSize: vars.size.touchTarget,
    minInlineSize: vars.size.touchTarget,
    paddingInline: vars.space.lg,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.font.weight.strong,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
      },
      highlight: {
        background: vars.color.highlight,
        color: vars.color.onHighlight,
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.surface,
      },
    },
    size: {
      small: { minBlockSize: '32px', paddingInline: vars.space.md, fontSize: vars.font.size.xs },
      medium: {},
    },
    block: { true: { inlineSize: '100%' } },
  },
  defaultVariants: { tone: 'primary', size: 'medium' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
