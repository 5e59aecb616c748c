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

/** Card models as the app makes them: a logged-in player with a few favourites (by default the 2nd and 5th game). */
export function storyGames(
  count: number,
  options: { isLogin?: boolean; favourites?: readonly (string | number)[] } = {},
): GameCardModel[] {
  const games = storyGameList(count);
  const favourites = options.favourites ?? [games[1]?.nodeId, games[4]?.nodeId];
  const favGameIds = new Set(favourites.map(String));
  const session = { isLogin: options.isLogin ?? true, freePlayEnabled: false, favGameIds };
  return games.map((game) => gameCard(game, session));
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
