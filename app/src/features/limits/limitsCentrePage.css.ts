import { vars } from '@sorte/ui/vars';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xxl, minInlineSize: 0 });
