import { useLingui } from '@lingui/react/macro';
import { NATIONAL_SELF_EXCLUSION_URL } from '@sorte/domain';
import type { ShellLinkItem } from '@sorte/ui';
import { Footer, type FooterVendor } from '@sorte/ui/footer';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { namedAreaPaths } from '../namedAreaPaths.ts';
import { paths } from '../paths.ts';
import { RouteHead } from '../seo/RouteHead.tsx';
import { requiredConfigAtom } from '../state/configAtoms.ts';
import { renderRouterLink } from './renderRouterLink.tsx';

export interface FooterHostProps {
  /** The help centre's topics; null while unknown (the help page stands in). */
  helpLinks: readonly ShellLinkItem[] | null | undefined;
  /** The navigation's items: its game categories are the footer's products. */
  navItems: readonly ShellLinkItem[];
  socialLinks: readonly ShellLinkItem[];
  vendors: readonly FooterVendor[];
}

/**
 * Spec §2 Layout's footer with its lists worked out here, in the footer's own chunk (after the first paint): the
 * help list (the help centre's topics, else the help page, and Feedback, which §2 names), the products (the game
 * categories), the responsible gaming page beside the 18+ mark, and under the Brazilian profile the national
 * self-exclusion platform (issue 26 items 1 and 5).
 */
export function FooterHost({ helpLinks, navItems, socialLinks, vendors }: FooterHostProps) {
  const { t } = useLingui();
  const jurisdiction = useAtomValue(requiredConfigAtom).jurisdiction;
  const helpPageLabel = t`Central de ajuda`;
  // The §2 named areas that help a player find their way sit under Help; the site's own pages under "A Sorte".
  const helpAreas = [
    { id: 'beginnerGuide', label: t`Guia do iniciante`, href: namedAreaPaths.beginnerGuide.path },
    { id: 'installGuide', label: t`Como instalar o app`, href: namedAreaPaths.installGuide.path },
    { id: 'mirrors', label: t`Sites espelho`, href: namedAreaPaths.mirrors.path },
    { id: 'feedback', label: t`Sua opinião`, href: paths.feedback.path },
  ];
  const siteLinks = [
    { id: 'about', label: t`Sobre nós`, href: namedAreaPaths.about.path },
    { id: 'news', label: t`Notícias`, href: namedAreaPaths.news.path },
    { id: 'blog', label: t`Blog`, href: namedAreaPaths.blog.path },
    { id: 'winners', label: t`Ganhadores`, href: namedAreaPaths.winners.path },
    { id: 'redEnvelope', label: t`Envelope vermelho`, href: namedAreaPaths.redEnvelope.path },
    { id: 'gameCenter', label: t`Central de jogos`, href: namedAreaPaths.gameCenter.path },
  ];
  const footerHelp = [
    ...(helpLinks ?? [{ id: 'help', label: helpPageLabel, href: paths.help.path }]),
    ...helpAreas,
  ];
  const productLinks = useMemo(
    () =>
      navItems
        .filter((item) => item.id !== 'home' && item.id !== 'promotions')
        .map(({ id, label, href }) => ({ id, label, href })),
    [navItems],
  );
  return (
    <>
      {/* The page's head tags (issue 27 item 2) travel in the footer's chunk, which every player page loads after
          its first paint: a lazy import of their own would cost the first load of `/` bytes it does not have. */}
      <RouteHead />
      <Footer
        helpLinks={footerHelp}
        productLinks={productLinks}
        siteLinks={siteLinks}
        socialLinks={socialLinks}
        vendors={vendors}
        year={new Date().getFullYear()}
        responsibleGamingHref={paths.responsibleGaming.path}
        nationalExclusionHref={jurisdiction === 'BR' ? NATIONAL_SELF_EXCLUSION_URL : undefined}
        renderLink={renderRouterLink}
      />
    </>
  );
}
