// Story fixtures for the lobby: Brazilian game and vendor names with generated artwork (inline SVG data URLs,
// no third-party art). Used only by stories; the models come from the domain's own card rules.
import {
  type GameCardModel,
  type GameLike,
  gameCard,
  type VendorCardModel,
  type VendorLaneLike,
  type VendorLike,
  vendorCard,
} from '@sorte/domain';

const PALETTE = [
  ['#ff7a18', '#af002d'],
  ['#00c6ff', '#0072ff'],
  ['#f7971e', '#b35c00'],
  ['#56ab2f', '#1d4f1b'],
  ['#8e2de2', '#4a00e0'],
  ['#ee0979', '#ff6a00'],
  ['#11998e', '#0b5e57'],
  ['#fc466b', '#3f5efb'],
] as const;

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}

/** A square game artwork with a gradient, a few shapes and the game's initials. */
export function gameArt(name: string, seed: number): string {
  const [from, to] = PALETTE[seed % PALETTE.length]!;
  const circles = [0, 1, 2]
    .map((i) => {
      const x = (seed * 37 + i * 71) % 200;
      const y = (seed * 53 + i * 89) % 200;
      return `<circle cx="${x}" cy="${y}" r="${30 + i * 14}" fill="#fff" fill-opacity="0.14"/>`;
    })
    .join('');
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="200" height="200" fill="url(#g)"/>${circles}<text x="100" y="122" text-anchor="middle" font-family="sans-serif" font-size="64" font-weight="800" fill="#fff">${initials(name)}</text></svg>`,
  );
}

/** A wide vendor logo (lagerIcon) with the vendor's name. */
export function vendorArt(name: string, seed: number): string {
  const [from, to] = PALETTE[(seed + 3) % PALETTE.length]!;
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 120" width="300" height="120"><defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="300" height="120" fill="url(#v)"/><circle cx="250" cy="20" r="60" fill="#fff" fill-opacity="0.12"/><text x="150" y="72" text-anchor="middle" font-family="sans-serif" font-size="30" font-weight="800" fill="#fff">${name}</text></svg>`,
  );
}

export const GAME_NAMES = [
  'Fortuna Dourada',
  'Tigre da Sorte',
  'Carnaval do Rio',
  'Samba Slots',
  'Tesouro da Amazônia',
  'Bicho Premiado',
  'Festa Junina',
  'Noites de Copacabana',
  'Pantanal Selvagem',
  'Frutas do Nordeste',
  'Rei da Capoeira',
  'Gol de Placa',
  'Lenda do Cangaço',
  'Iemanjá Dourada',
  'Caipirinha Wild',
  'Boto Encantado',
  'Saci Sortudo',
  'Curupira Cash',
  'Jangada Mágica',
  'Bumba Meu Boi',
  'Ouro de Minas',
  'Bônus do Pão de Açúcar',
  'Galo de Ouro',
  'Roleta Brasileira',
] as const;

const artCache = new Map<number, string>();
function cachedArt(index: number): string {
  const key = index % GAME_NAMES.length;
  let art = artCache.get(key);
  if (art === undefined) {
    art = gameArt(GAME_NAMES[key]!, key);
    artCache.set(key, art);
  }
  return art;
}

/** Gateway-shaped games: every third is hot, every other one allows a free trial. */
export function storyGameList(count: number): GameLike[] {
  return Array.from({ length: count }, (_, index) => {
    const base = GAME_NAMES[index % GAME_NAMES.length]!;
    const round = Math.floor(index / GAME_NAMES.length);
    return {
      nodeId: 1000 + index,
      gameName: round === 0 ? base : `${base} ${round + 1}`,
      iconUrl: cachedArt(index),
      vassalage: 'SOLX',
      gameType: 'RNG',
      isHot: index % 3 === 0 ? 1 : 0,
      supportPlay: index % 2 === 0 ? 0 : 1,
    };
  });
}

/** Card models as the app makes them: a logged-in player with a few favourites. */
export function storyGames(
  count: number,
  options: { isLogin?: boolean; favourites?: readonly number[] } = {},
): GameCardModel[] {
  const favGameIds = new Set((options.favourites ?? [1001, 1004]).map(String));
  const session = { isLogin: options.isLogin ?? true, freePlayEnabled: false, favGameIds };
  return storyGameList(count).map((game) => gameCard(game, session));
}

export const fortunaDourada: GameCardModel = storyGames(1)[0]!;

/** An address that fails to load, to show the default game icon. */
export const brokenImageSrc = 'data:image/png;base64,AAAA';

const VENDORS: Record<string, readonly [string, string][]> = {
  LOTT: [['SLT', 'Sorte Loto']],
  LIVE: [
    ['AOVIVO', 'Ao Vivo Studio'],
    ['PRAIA', 'Praia Live'],
  ],
  SPORTS: [
    ['GOL', 'Gol Sports'],
    ['CAMPO', 'Campo Bet'],
    ['ARENA', 'Arena Esportes'],
    ['PLACAR', 'Placar'],
    ['TORCIDA', 'Torcida'],
    ['APITO', 'Apito Final'],
  ],
  ESPORTS: [
    ['IMES', 'IMES eSports'],
    ['IA', 'IA eSports'],
    ['TF', 'TF eSports'],
  ],
  FISH: [
    ['MARE', 'Maré Fishing'],
    ['CORAL', 'Coral Games'],
  ],
  RNG: [
    ['BGS', 'BGS Originais'],
    ['SOLX', 'Solx Slots'],
    ['LUMA', 'Luma Gaming'],
    ['JAGUAR', 'Jaguar Play'],
    ['TUCANO', 'Tucano Studios'],
    ['CAJU', 'Caju Gaming'],
  ],
  PVP: [['TRUCO', 'Truco Club']],
  COCKFIGHT: [['SV3', 'SV3 Rinha']],
};

/** Vendor lanes as GCSGAME_newGameVendor returns them. */
export const storyLanes: VendorLaneLike<VendorLike>[] = Object.entries(VENDORS).map(
  ([gameCategory, vendors], laneIndex) => ({
    gameCategory,
    vendors: vendors.map(([vassalage, displayName], index) => ({
      vassalage,
      displayName,
      gameType: gameCategory,
      lagerIcon: vendorArt(displayName, laneIndex * 3 + index),
    })),
  }),
);

export function storyVendors(category: string): VendorCardModel[] {
  return (storyLanes.find((lane) => lane.gameCategory === category)?.vendors ?? []).map(vendorCard);
}
