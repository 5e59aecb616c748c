import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const fields = style({ display: 'grid', gap: vars.space.lg });

export const confirmations = style({ display: 'grid', gap: vars.space.sm });
