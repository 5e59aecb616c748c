import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { card } from '../areaPage.css.ts';

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const article = style([card, { display: 'grid', gap: vars.space.sm }]);

export const articleTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const date = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const promotionLink = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  color: vars.color.link,
  fontWeight: vars.font.weight.strong,
});
