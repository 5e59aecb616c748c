import { vars } from '@sorte/ui/vars';
import { style } from '@vanilla-extract/css';

/** Holds the banner's place (same ratio as the carousel) until the banners arrive: no layout shift. */
export const bannerPlaceholder = style({
  aspectRatio: '1200 / 375',
  inlineSize: '100%',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

/** Holds the notice marquee's height (44px) while the notices load. */
export const noticesPlaceholder = style({ blockSize: 44 });

export const bannerImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});
