import { formatMoney } from '@sorte/domain';
import { accountFixtures, pointConfigFixture, STARTING_POINTS } from '@sorte/mocks/fixtures';
import type { PointEarningItem, PointRewardItem } from './PointMall/index.ts';

// Story fixtures for the point mall: the simulated gateway's rules and points (@sorte/mocks/fixtures); the rewards
// keep pictures of their own, drawn for the stories. Used only by stories, never by components.

const PALETTE = [
  ['#0a6e45', '#03351f'],
  ['#1d5fd1', '#0b2a66'],
  ['#af002d', '#4d0014'],
  ['#8e2de2', '#3a0f66'],
  ['#b35c00', '#4d2700'],
  ['#11706b', '#063331'],
] as const;

/** A 4:3 reward picture: a gradient, a coin and a short word, like the simulated gateway's artwork. */
function rewardArt(index: number, word: string): string {
  const [from, to] = PALETTE[index % PALETTE.length]!;
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300"><defs><linearGradient id="r${index}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="400" height="300" fill="url(#r${index})"/><circle cx="${60 + index * 9}" cy="40" r="70" fill="#fff" fill-opacity=".08"/><circle cx="200" cy="120" r="62" fill="#ffd34d"/><circle cx="200" cy="120" r="46" fill="none" stroke="#b8860b" stroke-width="6"/><text x="200" y="250" text-anchor="middle" font-family="system-ui,sans-serif" font-size="40" font-weight="800" fill="#fff">${word}</text></svg>`,
  )}`;
}

export const pointRewards: readonly PointRewardItem[] = [
  {
    id: 'PR-101',
    name: 'Bônus de R$ 10',
    imageUrl: rewardArt(0, 'R$ 10'),
    description: 'Crédito de bônus na carteira, com rollover de 1x.',
    pointsRequired: 1000,
  },
  {
    id: 'PR-102',
    name: 'Bônus de R$ 50',
    imageUrl: rewardArt(1, 'R$ 50'),
    description: 'Crédito de bônus na carteira, com rollover de 1x.',
    pointsRequired: 4800,
    amountRequired: 2000,
  },
  {
    id: 'PR-104',
    name: '20 giros grátis',
    imageUrl: rewardArt(2, '20×'),
    description: 'Giros grátis em caça-níqueis selecionados da casa.',
    pointsRequired: 600,
  },
  {
    id: 'PR-106',
    name: 'Camiseta oficial Sorte',
    imageUrl: rewardArt(3, 'P M G'),
    description: 'Camiseta de algodão com o logotipo da Sorte. Entrega em todo o Brasil.',
    pointsRequired: 3500,
    stock: 40,
  },
  {
    id: 'PR-107',
    name: 'Boné bordado',
    imageUrl: rewardArt(4, 'Boné'),
    description: 'Boné ajustável com bordado frontal.',
    pointsRequired: 2900,
    stock: 3,
  },
  {
    id: 'PR-109',
    name: 'Caixa de som portátil',
    imageUrl: rewardArt(5, 'Som'),
    description: 'Resistente à água, 12 horas de bateria.',
    pointsRequired: 30000,
    amountRequired: 25000,
    stock: 0,
  },
  {
    id: 'PR-110',
    name: 'Smartwatch esportivo',
    imageUrl: rewardArt(0, 'Hora'),
    description: 'Relógio inteligente com monitor cardíaco e GPS.',
    pointsRequired: 65000,
    amountRequired: 50000,
    stock: 2,
  },
  {
    id: 'PR-113',
    name: 'Recarga de celular R$ 20',
    imageUrl: rewardArt(1, 'Recarga'),
    description: 'Recarga para qualquer operadora nacional.',
    pointsRequired: 2100,
  },
];

export const pointEarningRules: readonly PointEarningItem[] = pointConfigFixture().rules;

const jogador01 = accountFixtures().find((account) => account.account === 'jogador01')!;
/** jogador01's starting points in the simulated gateway. */
export const playerPoints = STARTING_POINTS[jogador01.id]!.points;

/** Money as the site shows it in Portuguese stories (the app passes the player's language and currency). */
export const formatReais = (amount: number) => formatMoney(amount, { currency: 'BRL', locale: 'pt-BR' });
