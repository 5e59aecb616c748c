import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  // Content may not draw outside its box: paint containment makes the box the containing block of every fixed or
  // absolute descendant and clips them to it, whatever a rule of the site's own stylesheet would place them;
  // isolation keeps its z-indices inside it.
  position: 'relative',
  contain: 'paint',
  isolation: 'isolate',
  overflow: 'hidden',
});

globalStyle(`${root} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${root} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${root} :is(h1, h2, h3, h4)`, {
  marginBlock: `${vars.space.md} ${vars.space.sm}`,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle(`${root} :is(p, ul, ol, table)`, { marginBlock: vars.space.sm });
globalStyle(`${root} :is(ul, ol)`, { paddingInlineStart: vars.space.xl });
globalStyle(`${root} img`, { maxInlineSize: '100%', blockSize: 'auto' });
globalStyle(`${root} a[href]`, { color: vars.color.link, textDecoration: 'underline' });
// A link whose address was refused keeps its words as plain text.
globalStyle(`${root} a:not([href])`, { color: 'inherit' });
globalStyle(`${root} table`, { borderCollapse: 'collapse', maxInlineSize: '100%' });
globalStyle(`${root} :is(th, td)`, {
  border: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  textAlign: 'start',
});
