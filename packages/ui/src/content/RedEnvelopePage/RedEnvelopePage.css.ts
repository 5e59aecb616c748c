import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const loginPrompt = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  borderInlineStart: `4px solid ${vars.color.critical}`,
  background: vars.color.surfaceSunken,
});

export const loginText = style({ margin: 0, flex: '1 1 24ch' });
