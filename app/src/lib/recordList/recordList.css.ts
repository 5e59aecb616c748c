import { vars } from '@sorte/ui/vars';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const summary = style({ display: 'grid', gap: vars.space.sm, minInlineSize: 0 });
