import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export { visuallyHidden as hidden } from '../../styles/visuallyHidden.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.xl,
  maxInlineSize: '760px',
  inlineSize: '100%',
  marginInline: 'auto',
  padding: vars.space.lg,
  color: vars.color.text,
});

export const header = style({ display: 'grid', gap: vars.space.sm });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
});

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});

export const ageBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '32px',
  blockSize: '32px',
  marginInlineEnd: vars.space.xs,
  verticalAlign: 'middle',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.critical}`,
  color: vars.color.critical,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
});

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

export const text = style({ margin: 0, lineHeight: vars.font.lineHeight.normal });

export const tools = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tool = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const toolLink = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

export const toolText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const signs = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  lineHeight: vars.font.lineHeight.normal,
});

export const questions = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const question = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, border: 'none' });

export const questionText = style({
  padding: 0,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.normal,
});

export const answers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const answer = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '44px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent, background: vars.color.surfaceRaised },
  },
});

export const result = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const resultScore = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
});

export const external = style({
  justifySelf: 'start',
  color: vars.color.link,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
