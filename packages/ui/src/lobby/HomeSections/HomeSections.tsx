import { useLingui } from '@lingui/react/macro';
import {
  categoryMessages,
  type GameCardModel,
  type HOME_VENDOR_CATEGORIES,
  hotMessage,
  type LobbyCategory,
  recentMessage,
  type VendorCardModel,
} from '@sorte/domain';
import { type ReactNode, useId } from 'react';
import { Icon, type IconName } from '../../components/Icon/index.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { type RenderShellLink, ShellLink } from '../../layout/ShellLink/index.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import type { GameCardEvents } from '../GameCard/index.ts';
import { GameGrid } from '../GameGrid/index.ts';
import { VendorGrid } from '../VendorGrid/index.ts';
import * as styles from './HomeSections.css.ts';

export type HomeSectionId = 'HOT' | 'RECENT' | LobbyCategory;

export interface HomeGamesSection {
  status: LoadStatus;
  /** Already limited by the domain (`homeHotGames` / `homeRecentGames`: up to 12). */
  games: readonly GameCardModel[];
  onRetry?: () => void;
}

export interface HomeSectionsProps extends GameCardEvents {
  hot: HomeGamesSection;
  /** Left out for visitors; a ready section without games is not shown. */
  recent?: HomeGamesSection;
  /** The domain's `homeVendorSections(lanes)` as card models (the first 5 vendors of each). */
  vendorSections: readonly {
    category: (typeof HOME_VENDOR_CATEGORIES)[number];
    vendors: readonly VendorCardModel[];
  }[];
  onOpenVendor: (vassalage: string) => void;
  onPlayVendor: (vassalage: string) => void;
  /** Where each section's "See all" link goes. */
  hrefForSection: (section: HomeSectionId) => string;
  renderLink?: RenderShellLink;
  pendingFavouriteIds?: ReadonlySet<string>;
}

const SECTION_ICONS: Record<HomeSectionId, IconName> = {
  HOT: 'flame',
  RECENT: 'refresh',
  SPORTS: 'ball',
  ESPORTS: 'gamepad',
  COCKFIGHT: 'video',
  LOTT: 'ticket',
  ELOTT: 'ticket',
  LIVE: 'camera',
  FISH: 'fish',
  RNG: 'dice',
  PVP: 'cards',
  INHOUSE: 'crown',
};

/** §2/§9 HOME tab: popular and recent games (up to 12 each) and the sports, e-sports and cockfight vendors. */
export function HomeSections({
  hot,
  recent,
  vendorSections,
  onOpenVendor,
  onPlayVendor,
  hrefForSection,
  renderLink,
  pendingFavouriteIds,
  ...cardEvents
}: HomeSectionsProps) {
  const { i18n } = useLingui();
  const hotTitle = i18n._(hotMessage);
  const recentTitle = i18n._(recentMessage);
  const showRecent = recent !== undefined && !(recent.status === 'ready' && recent.games.length === 0);
  const linkProps = { hrefForSection, renderLink };
  return (
    <div className={styles.root}>
      <HomeSection id="HOT" title={hotTitle} {...linkProps}>
        <GameGrid
          {...cardEvents}
          status={hot.status}
          games={hot.games}
          label={hotTitle}
          skeletonCount={12}
          pendingFavouriteIds={pendingFavouriteIds}
          onRetry={hot.onRetry}
        />
      </HomeSection>
      {showRecent ? (
        <HomeSection id="RECENT" title={recentTitle} {...linkProps}>
          <GameGrid
            {...cardEvents}
            status={recent.status}
            games={recent.games}
            label={recentTitle}
            skeletonCount={6}
            pendingFavouriteIds={pendingFavouriteIds}
            onRetry={recent.onRetry}
          />
        </HomeSection>
      ) : null}
      {vendorSections.map((section) => {
        const title = i18n._(categoryMessages[section.category]);
        return (
          <HomeSection key={section.category} id={section.category} title={title} {...linkProps}>
            <VendorGrid
              status="ready"
              vendors={section.vendors}
              label={title}
              onOpen={onOpenVendor}
              onPlay={onPlayVendor}
            />
          </HomeSection>
        );
      })}
    </div>
  );
}

function HomeSection({
  id,
  title,
  hrefForSection,
  renderLink,
  children,
}: {
  id: HomeSectionId;
  title: string;
  hrefForSection: (section: HomeSectionId) => string;
  renderLink?: RenderShellLink;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          <span className={styles.titleIcon}>
            <Icon name={SECTION_ICONS[id]} size="inline" />
          </span>
          {title}
        </h2>
        <ShellLink
          item={{ id: `all-${id}`, label: title, href: hrefForSection(id) }}
          renderLink={renderLink}
          className={styles.showAll}
        >
          {t`Ver todos`}
          <span className={visuallyHidden}>: {title}</span>
          <Icon name="chevronForward" size="inline" />
        </ShellLink>
      </div>
      {children}
    </section>
  );
}
