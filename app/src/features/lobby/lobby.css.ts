import { vars } from '@sorte/ui/vars';
import { style } from '@vanilla-extract/css';

export const lobby = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });
export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.strong });
