import { vars } from '@sorte/ui/vars';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl });

export const section = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const heading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.strong });
