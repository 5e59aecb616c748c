import type {
  DownlineTransaction,
  PalStatementRow,
  RevenueRow,
  SalaryRecord,
  SalaryStatus,
} from '@sorte/domain';

// Story data for the agent reports: agente1's team in BRL, the shapes the simulated gateway serves.

const TEAM = ['agente2', 'agente41', 'agente42', 'jogador01', 'jogador_com_nome_bem_comprido_77'];

export const storyTeamStatements: PalStatementRow[] = TEAM.map((account, index) => {
  const betAmount = [18_420.5, 9_310, 4_205.75, 1_250, 88][index]!;
  const winLoss = [-1_820.4, 640, -310.25, -95, 12][index]!;
  const bonus = [120, 50, 0, 18.88, 0][index]!;
  const rebate = Math.round(betAmount * 0.5) / 100;
  return {
    id: `2000${index + 2}`,
    account,
    betCount: [412, 230, 96, 31, 4][index]!,
    betAmount,
    validBet: Math.round(betAmount * 95) / 100,
    winLoss,
    bonus,
    rebate,
    profitLoss: Math.round(-(winLoss + bonus + rebate) * 100) / 100,
  };
});

export const storySelfStatements: PalStatementRow[] = Array.from({ length: 8 }, (_, index) => {
  const betAmount = [320, 85, 410.5, 60, 0, 150, 95, 240][index]!;
  const winLoss = [-42.5, 18, -120, 12, 0, -30, 5.5, -88][index]!;
  return {
    id: `20001:2026-10-${31 - index}`,
    account: 'agente1',
    date: `2026-10-${String(31 - index).padStart(2, '0')}`,
    betCount: Math.ceil(betAmount / 20),
    betAmount,
    validBet: betAmount,
    winLoss,
    bonus: index === 2 ? 25 : 0,
    rebate: 0,
    profitLoss: Math.round(-(winLoss + (index === 2 ? 25 : 0)) * 100) / 100,
  };
});

const CATEGORIES = [
  'LOTT',
  'ELOTT',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'RNG',
  'PVP',
  'COCKFIGHT',
  'INHOUSE',
];

export const storyRevenue: RevenueRow[] = CATEGORIES.map((gameCategory, index) => {
  const betAmount = [2_100, 640, 5_320.5, 3_870, 410, 980, 11_240.75, 300, 120, 760][index]!;
  const winLoss = [-180, 45, -410.2, 220, -12, -60, -1_130.4, 8, -20, -44][index]!;
  return {
    gameCategory,
    betCount: Math.ceil(betAmount / 12),
    betAmount,
    validBet: Math.round(betAmount * 96) / 100,
    winLoss,
    revenue: Math.round(-winLoss * 25) / 100,
  };
});

export const storyDownlineTransactions: DownlineTransaction[] = [
  {
    id: 'T1',
    account: 'jogador01',
    time: '2026-11-25T22:10:00.000Z',
    type: 'DEPOSIT',
    amount: 200,
    status: 'SUCCESS',
    remark: 'PIX',
  },
  {
    id: 'T2',
    account: 'agente2',
    time: '2026-11-25T21:40:00.000Z',
    type: 'WITHDRAW',
    amount: -300,
    status: 'PENDING',
    remark: 'PIX',
  },
  {
    id: 'T3',
    account: 'agente41',
    time: '2026-11-25T19:05:00.000Z',
    type: 'BONUS',
    amount: 18.88,
    status: 'SUCCESS',
    remark: 'Bônus de depósito',
  },
  {
    id: 'T4',
    account: 'jogador01',
    time: '2026-11-25T17:30:00.000Z',
    type: 'TRANSFER_OUT',
    amount: -50,
    status: 'SUCCESS',
    remark: 'AOVIVO',
  },
  {
    id: 'T5',
    account: 'agente42',
    time: '2026-11-25T12:00:00.000Z',
    type: 'DEPOSIT',
    amount: 500,
    status: 'FAILED',
    remark: 'PIX',
  },
];

const STATUSES: SalaryStatus[] = ['PENDING', 'PAID', 'PAID', 'NOT_REACHED', 'PAID', 'PAID'];

/** Salary rows of `minutes` each, newest first, ending at 2026-11-25 12:00 in São Paulo. */
export function storySalaryRows(minutes: number, count = 6): SalaryRecord[] {
  const end = Date.parse('2026-11-25T15:00:00.000Z');
  const length = minutes * 60_000;
  return Array.from({ length: count }, (_, index) => {
    const status = STATUSES[index % STATUSES.length]!;
    const validBet = [1_240.5, 980, 2_310.25, 40, 1_560, 720][index % 6]! * (minutes >= 1_440 ? 20 : 1);
    const rate = minutes === 5 ? (index % 2 === 0 ? 0.003 : 0.001) : minutes >= 1_440 ? 0.004 : 0.002;
    return {
      id: `S${minutes}-${index}`,
      periodStart: new Date(end - (index + 1) * length).toISOString(),
      periodEnd: new Date(end - index * length).toISOString(),
      validBet,
      profitLoss: [85.2, -40, 130, 2, -12.5, 60][index % 6]!,
      activeMembers: [4, 3, 5, 1, 4, 2][index % 6]!,
      rate,
      amount: status === 'NOT_REACHED' ? 0 : Math.floor(validBet * rate * 100) / 100,
      status,
    };
  });
}

/** Two half-month dividends (§4 Semimonthly). */
export const storyDividends: SalaryRecord[] = [
  {
    id: 'DI-2',
    periodStart: '2026-11-01T03:00:00.000Z',
    periodEnd: '2026-11-16T03:00:00.000Z',
    validBet: 61_240,
    profitLoss: 4_820.5,
    activeMembers: 5,
    rate: 0.3,
    amount: 1_446.15,
    status: 'PENDING',
  },
  {
    id: 'DI-1',
    periodStart: '2026-10-16T03:00:00.000Z',
    periodEnd: '2026-11-01T03:00:00.000Z',
    validBet: 55_100,
    profitLoss: -320,
    activeMembers: 4,
    rate: 0.3,
    amount: 0,
    status: 'NOT_REACHED',
  },
];
