// Story fixtures for the lobby: the simulated gateway's own game catalogue, vendors and lanes (@sorte/mocks/fixtures,
// with its generated artwork), turned into card models by the domain's own card rules. Used only by stories.
import {
  GAME_CATEGORIES,
  type GameCardModel,
  type GameLike,
  gameCard,
  type VendorCardModel,
  type VendorLaneLike,
  type VendorLike,
  vendorCard,
} from '@sorte/domain';
import { gameCatalog, gameView, VENDOR_FIXTURES, vendorCardView } from '@sorte/mocks/fixtures';

/** The catalogue as the casino lobby lists it: the RNG lane first (the gateway's lobby order), then the others. */
function lobbyOrder() {
  const { byType } = gameCatalog();
  return ['RNG', ...GAME_CATEGORIES.filter((category) => category !== 'RNG')].flatMap(
    (category) => byType.get(category) ?? [],
  );
}

/** The first `count` games of the gateway's catalogue (up to its 9,978), as the gateway sends them. */
export function storyGameList(count: number): GameLike[] {
  return lobbyOrder().slice(0, count).map(gameView);
}

interface StoryGamesOptions {
  isLogin?: boolean;
  /** Favourite node ids; by default the 2nd and 5th game. */
  favourites?: readonly (string | number)[];
}

function storySession(games: readonly { nodeId: string | number }[], options: StoryGamesOptions) {
  const favourites = options.favourites ?? [games[1]?.nodeId, games[4]?.nodeId];
  return {
    isLogin: options.isLogin ?? true,
    freePlayEnabled: false,
    favGameIds: new Set(favourites.map(String)),
  };
}

/** Card models as the app makes them: a logged-in player with a few favourites (by default the 2nd and 5th game). */
export function storyGames(count: number, options: StoryGamesOptions = {}): GameCardModel[] {
  const games = storyGameList(count);
  const session = storySession(games, options);
  return games.map((game) => gameCard(game, session));
}

/**
 * The same card models for a long list (the whole catalogue): each card draws its artwork when it is first shown,
 * so a list of 10,000 does not generate 10,000 pictures before the story starts.
 */
export function storyGamesLazy(count: number, options: StoryGamesOptions = {}): GameCardModel[] {
  const catalogueGames = lobbyOrder().slice(0, count);
  const session = storySession(catalogueGames, options);
  return catalogueGames.map((game) => {
    const card = gameCard({ ...game, iconUrl: null }, session);
    let image: string | null | undefined;
    Object.defineProperty(card, 'image', {
      enumerable: true,
      get: () => {
        image ??= gameCard(gameView(game), session).image;
        return image;
      },
    });
    return card;
  });
}

/** The first hot game of the lobby that also allows a free trial ('Cometa Mágico 2', node 109310). */
export const hotTrialGame: GameCardModel = (() => {
  const game = lobbyOrder().find((candidate) => candidate.isHot === 1 && candidate.supportPlay === 0)!;
  return gameCard(gameView(game), { isLogin: true, freePlayEnabled: false, favGameIds: new Set() });
})();

/** An address that fails to load, to show the default game icon (story-only: the gateway's art always loads). */
export const brokenImageSrc = 'data:image/png;base64,AAAA';

/** Vendor lanes as GCSGAME_newGameVendor serves them, every vendor with its card. */
export const storyLanes: VendorLaneLike<VendorLike>[] = GAME_CATEGORIES.map((gameCategory) => ({
  gameCategory,
  vendors: VENDOR_FIXTURES.filter((vendor) => vendor.category === gameCategory).map((vendor) => ({
    vassalage: vendor.vassalage,
    ...vendorCardView(vendor),
  })),
}));

export function storyVendors(category: string): VendorCardModel[] {
  return (storyLanes.find((lane) => lane.gameCategory === category)?.vendors ?? []).map(vendorCard);
}
