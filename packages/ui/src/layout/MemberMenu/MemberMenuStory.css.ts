import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const frame = style({ display: 'flex', justifyContent: 'flex-end', padding: vars.space.sm });
