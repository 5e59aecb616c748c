import { vars } from '@sorte/ui/vars';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0, padding: vars.space.md });
