import { useLingui } from '@lingui/react/macro';
import {
  categoryDestination,
  categoryGameType,
  categoryMessages,
  classifyOptions,
  homeTabMessage,
  isVendorBasedCategory,
  type LobbyCategory,
  lobbyTabLabel,
  vendorCard,
} from '@sorte/domain';
import type { VendorCard as GatewayVendor } from '@sorte/gateway';
import { GameGrid, HomeSections, LobbyTabs, LobbyToolbar, Pagination, VendorGrid } from '@sorte/ui';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';
import { categoryPath, centrePath, paths } from '../../paths.ts';
import * as styles from './lobby.css.ts';
import { useGameActions } from './useGameActions.ts';
import { useLobby } from './useLobby.ts';

/**
 * A game lobby (spec §2 Home lobby, §4 Lobby): home's tabbed lobby when `category` is null, or a game centre.
 * Its state lives in the URL.
 */
export function LobbyView({ category: fixedCategory }: { category: LobbyCategory | null }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const lobby = useLobby(fixedCategory);
  const actions = useGameActions();
  const [searchValue, setSearchValue] = useState(lobby.state.name);
  // Back, forward and links change the search in the URL: the box follows.
  useEffect(() => setSearchValue(lobby.state.name), [lobby.state.name]);

  const title = i18n._(
    lobby.category
      ? categoryMessages[lobby.category]
      : lobby.tab === 'HOME'
        ? homeTabMessage
        : lobbyTabLabel(lobby.tab),
  );
  const vendorModels = useMemo(() => lobby.categoryVendors.map(vendorCard), [lobby.categoryVendors]);

  const openVendor =
    (vendors: readonly GatewayVendor[], category: LobbyCategory | null) => (vassalage: string) => {
      const vendor = vendors.find((candidate) => candidate.vassalage === vassalage);
      if (!vendor) return;
      if (category && !isVendorBasedCategory(category)) {
        lobby.selectVendor(vassalage);
        return;
      }
      if (vendor.gameType.toUpperCase() === 'RNG') void navigate(centrePath('rng', vassalage));
      else void actions.playVendor(vassalage, vendor.gameType);
    };
  const playVendor = (vendors: readonly GatewayVendor[]) => (vassalage: string) => {
    const vendor = vendors.find((candidate) => candidate.vassalage === vassalage);
    if (vendor) void actions.playVendor(vassalage, vendor.gameType);
  };

  const cardEvents = {
    onPlay: actions.onPlay,
    onTrial: actions.onTrial,
    onToggleFavourite: actions.onToggleFavourite,
    pendingFavouriteIds: actions.pendingFavouriteIds,
  };

  let body: React.ReactNode;
  if (lobby.home) {
    const home = lobby.home;
    const allVendors = home.vendorSections.flatMap((section) => section.vendors);
    body = (
      <HomeSections
        {...cardEvents}
        hot={{ status: home.hot ? 'ready' : 'loading', games: actions.cardsOf(home.hot ?? []) }}
        recent={home.recent ? { status: 'ready', games: actions.cardsOf(home.recent) } : undefined}
        vendorSections={home.vendorSections.map((section) => ({
          category: section.category,
          vendors: section.vendors.map(vendorCard),
        }))}
        onOpenVendor={openVendor(allVendors, null)}
        onPlayVendor={playVendor(allVendors)}
        hrefForSection={(section) =>
          section === 'HOT'
            ? lobby.hrefForTab('HOT')
            : section === 'RECENT'
              ? paths.recent.path
              : categoryPath(categoryDestination(section))
        }
        renderLink={renderRouterLink}
      />
    );
  } else if (lobby.vendorBased) {
    body = (
      <VendorGrid
        label={title}
        status={lobby.lanesStatus === 'ready' ? 'ready' : lobby.lanesStatus === 'error' ? 'error' : 'loading'}
        failure={lobby.lanesFailure}
        onRetry={lobby.retryLanes}
        vendors={vendorModels}
        onOpen={openVendor(lobby.categoryVendors, lobby.category)}
        onPlay={playVendor(lobby.categoryVendors)}
      />
    );
  } else {
    const { games } = lobby;
    body = (
      <>
        {lobby.category ? (
          <LobbyToolbar
            filter={lobby.state.filter}
            onFilterChange={lobby.selectFilter}
            vendors={
              categoryGameType(lobby.category).vendor
                ? []
                : vendorModels.map(({ vassalage, name }) => ({ vassalage, name }))
            }
            vendor={lobby.state.vendor}
            onVendorChange={lobby.selectVendor}
            classifyOptions={classifyOptions(lobby.category, lobby.state.vendor, lobby.classifies)}
            classify={lobby.state.classify}
            onClassifyChange={lobby.selectClassify}
            searchValue={searchValue}
            onSearchValueChange={setSearchValue}
            onSearch={(value) => lobby.search(value.trim())}
          />
        ) : null}
        <GameGrid
          {...cardEvents}
          label={title}
          status={games.status}
          games={actions.cardsOf(games.games)}
          failure={games.failure}
          onRetry={games.retry}
        />
        {games.totalPages > 1 ? (
          <Pagination
            currentPage={games.page}
            totalPages={games.totalPages}
            hrefForPage={lobby.hrefForPage}
            renderLink={renderRouterLink}
          />
        ) : null}
      </>
    );
  }

  return (
    <div className={styles.lobby}>
      {fixedCategory === null ? (
        <LobbyTabs
          tabs={lobby.tabs}
          activeTab={lobby.tab}
          hrefForTab={lobby.hrefForTab}
          renderLink={renderRouterLink}
          onSelect={(tab, event) => {
            if (tab === 'FAV') {
              event.preventDefault();
              lobby.selectTab(tab);
            }
          }}
        />
      ) : (
        <h1 className={styles.title}>{title}</h1>
      )}
      {body}
    </div>
  );
}
