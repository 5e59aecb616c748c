import { vars } from '@sorte/ui/vars';
import { style } from '@vanilla-extract/css';

export const note = style({ color: vars.color.textMuted, margin: 0, paddingBlock: vars.space.md });
