import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css.ts';

export const breakpoints = { phone: 0, tablet: 768, desktop: 1100 } as const;

const layout = defineProperties({
  conditions: {
    phone: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'phone',
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingBlock: vars.space,
    paddingInline: vars.space,
    marginBlock: vars.space,
    marginInline: vars.space,
    textAlign: ['start', 'center', 'end'],
    fontSize: vars.font.size,
  },
  shorthands: { padding: ['paddingBlock', 'paddingInline'] },
});

const colours = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      accent: vars.color.accent,
      critical: vars.color.critical,
    },
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      raised: vars.color.surfaceRaised,
      sunken: vars.color.surfaceSunken,
    },
    borderRadius: vars.radius,
    fontWeight: vars.font.weight,
  },
});

export const sprinkles = createSprinkles(layout, colours);
export type Sprinkles = Parameters<typeof sprinkles>[0];
