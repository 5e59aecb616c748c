import type { BetRecord, RebateCategory, RecordFilter } from '@sorte/domain';
import { recordFormats } from './formats.ts';

// Story data for the records: a Brazilian player's bets in BRL, the same shapes the simulated gateway serves.

/** 2026-11-25 in São Paulo: the stories' today. */
export const storyToday = '2026-11-25';

export const storyFormats = recordFormats({ locale: 'pt-BR', currency: 'BRL' });

const GAMES = [
  ['RNG', 'Fortuna do Tigre', 'SOLX'],
  ['LIVE', 'Roleta ao Vivo', 'AOVIVO'],
  ['SPORTS', 'Brasileirão: Flamengo x Palmeiras', 'GOL'],
  ['LOTT', 'Mega Sorte', 'SLT'],
  ['FISH', 'Pesca Dourada', 'MAR'],
] as const;

/** `count` bets, newest first, one every 17 minutes back from 2026-11-25 20:00 in São Paulo. */
export function storyBets(count: number): BetRecord[] {
  const start = Date.parse('2026-11-25T23:00:00Z');
  return Array.from({ length: count }, (_, index) => {
    const [gameCategory, gameName, vendor] = GAMES[index % GAMES.length]!;
    const betAmount = [10, 25, 5, 50, 2][index % 5]!;
    const payout = index % 3 === 0 ? betAmount * 2.5 : 0;
    const status = index % 11 === 7 ? 'UNSETTLED' : 'SETTLED';
    return {
      id: `B20261125${String(index).padStart(4, '0')}`,
      time: new Date(start - index * 17 * 60_000).toISOString(),
      gameCategory,
      gameName,
      vendor,
      betAmount,
      validBet: status === 'SETTLED' ? betAmount : 0,
      payout: status === 'SETTLED' ? payout : 0,
      profit: status === 'SETTLED' ? payout - betAmount : 0,
      status,
    };
  });
}

export const lastWeek: RecordFilter = { period: { kind: 'period', period: 'WEEKLY', offset: 'previous' } };

export const storyRebates: RebateCategory[] = [
  { gameCategory: 'RNG', validBet: 1_840, rate: 0.01, claimable: 18.4 },
  { gameCategory: 'LIVE', validBet: 925, rate: 0.008, claimable: 7.4 },
  { gameCategory: 'SPORTS', validBet: 310, rate: 0.006, claimable: 1.86 },
  { gameCategory: 'LOTT', validBet: 0, rate: 0.005, claimable: 0 },
];
