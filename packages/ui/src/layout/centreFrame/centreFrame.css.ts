import { fallbackVar, style } from '@vanilla-extract/css';
import { button } from '../../components/Button/Button.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { headerOffset } from '../NormalLayout/NormalLayout.css.ts';

/**
 * The member and agent centres' frame: a summary, a heading with a back control, the menu and the page. From the
 * `beside` container width the menu stands beside the page; below it the menu and the page take turns (the open page
 * replaces the menu, with the back control).
 */
function frameStyles(beside: string) {
  const root = style({
    containerType: 'inline-size',
    display: 'grid',
    gap: vars.space.lg,
    minInlineSize: 0,
    color: vars.color.text,
  });
  return {
    root,
    back: style({ '@container': { [beside]: { display: 'none' } } }),
    columns: style({
      display: 'grid',
      gap: vars.space.lg,
      alignItems: 'start',
      '@container': { [beside]: { gridTemplateColumns: 'minmax(200px, 240px) minmax(0, 1fr)' } },
    }),
    menu: style({
      selectors: { [`${root}[data-page-open] &`]: { display: 'none' } },
      '@container': {
        [beside]: {
          selectors: { [`${root}[data-page-open] &`]: { display: 'block' } },
          position: 'sticky',
          // Below the shell's sticky header, never under it (a menu row half under the header is a target too small).
          insetBlockStart: `calc(${fallbackVar(headerOffset, vars.size.headerHeight)} + ${vars.space.lg})`,
        },
      },
    }),
    page: style({
      minInlineSize: 0,
      selectors: { [`${root}:not([data-page-open]) &`]: { display: 'none' } },
      '@container': {
        [beside]: { selectors: { [`${root}:not([data-page-open]) &`]: { display: 'block' } } },
      },
    }),
    /** The landing: first on a phone (above the menu), in the page's column beside the menu. */
    landing: style({ minInlineSize: 0, order: -1, '@container': { [beside]: { order: 0 } } }),
    /** A menu row's "go" mark, for the phone's list only. */
    chevron: style({
      display: 'inline-flex',
      color: vars.color.textMuted,
      '@container': { [beside]: { display: 'none' } },
    }),
  };
}

/** The member centre's menu stands beside its page from 560 px, the agent centre's (with its shortcut tiles) from 600 px. */
export const frames = {
  560: frameStyles('(min-width: 560px)'),
  600: frameStyles('(min-width: 600px)'),
};

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(135deg, ${vars.color.surfaceSunken}, ${vars.color.surfaceRaised})`,
});

export const account = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minInlineSize: 0,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const balance = style({
  display: 'grid',
  justifyItems: 'end',
  marginInlineStart: 'auto',
});

export const balanceLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const balanceValue = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  unicodeBidi: 'plaintext',
});

export const balanceSkeleton = style({ blockSize: '1.5rem', inlineSize: '7rem' });

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minInlineSize: 0 });

/** Drawn over the secondary button (`button({ tone: 'secondary' })`), tighter beside the heading. */
export const backControl = `${button({ tone: 'secondary' })} ${style({ paddingInline: vars.space.sm })}`;

export const title = style({
  margin: 0,
  minInlineSize: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const list = style({
  display: 'grid',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      background: vars.color.surfaceSunken,
      fontWeight: vars.font.weight.strong,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    },
    '[dir="rtl"] &[aria-current="page"]': { boxShadow: `inset -3px 0 0 ${vars.color.accent}` },
  },
});

export const rowIcon = style({ display: 'inline-flex', color: vars.color.textMuted });

export const rowLabel = style({ flex: 1, minInlineSize: 0 });
