import type { EndpointName } from '@sorte/gateway';
import { gameCatalog } from '../fixtures/games.ts';

// Requests of the games, lottery and content calls that succeed against a fresh db (for the schema round trip
// of schemas.test.ts). GET parameters travel in the query.

function firstGame(predicate: (game: ReturnType<typeof gameCatalog>['games'][number]) => boolean) {
  const game = gameCatalog().games.find(predicate)!;
  return { nodeId: String(game.nodeId), vassalage: game.vassalage, gameType: game.gameType };
}

const rng = firstGame((game) => game.gameType === 'RNG');
const trial = firstGame((game) => game.supportPlay === 0);

export const LOBBY_REQUESTS: Partial<Record<EndpointName, unknown>> = {
  gameVendors: { platform: 'html5-desktop' },
  hotGames: {
    merchantCode: 'SORTE',
    isPlatform: 2,
    gameType: 'RNG',
    platform: 'html5-desktop',
    language: 'pt',
  },
  gameList: {
    clientType: 3,
    platform: 'html5-desktop',
    gameType: 'RNG',
    pageNo: 1,
    pageSize: 18,
    language: 'pt',
  },
  vendorGameTypes: { vassalage: 'BGS' },
  favouriteList: { pageNum: 1, pageSize: 999 },
  addFavourite: { nodeId: rng.nodeId, vendor: rng.vassalage, gameType: rng.gameType },
  removeFavourite: { nodeId: rng.nodeId, vendor: rng.vassalage, gameType: rng.gameType },
  recentGames: { page: 1, pageSize: 12 },
  roomList: { vassalage: 'PRAIA' },
  launchGame: { ...rng, platform: 'html5-desktop', language: 'pt' },
  freeTrialLaunch: { ...trial, platform: 'html5-desktop', language: 'pt' },
  gameMenus: { device: 'WEB' },
  lotteryMenu: { prizeMode: 'SEA', device: 'WEB' },
  lotteryDraws: { gameCode: 'EL-MEGA', pageSize: 5 },
  lotteryOpenedNumbers: { prizeMode: 'ZY' },
  publicContent: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' },
  winnerBoard: { gameCategory: 'ALL', language: 'pt', limitNum: 20 },
  launchChat: { modelId: 'CS' },
  helpCenter: { lang: 'pt', device: 'WEB' },
  claimPromotion: { promotionId: '1001' },
};
