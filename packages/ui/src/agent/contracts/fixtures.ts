import {
  type Contract,
  type ContractTerms,
  contractsEndedBy,
  formatMoney,
  simulateContract,
  sortContractLog,
} from '@sorte/domain';
import { contractFixtures, teamFigureFixtures } from '@sorte/mocks/fixtures';

// Story fixtures for the contract components: the simulated gateway's contracts of agente1 (every §4 status), their
// log, and a simulation over the same team figures it serves. Used only by stories, never by components.

export const storyNow = Date.parse('2026-11-25T21:00:00.000Z');

const seeded = contractFixtures(storyNow);
export const contractsWithDownlines: readonly Contract[] = seeded.contracts;
export const contractLog = sortContractLog(seeded.log);

/** agente2 seen from its side: the contracts with its upline. */
export const contractsWithUplines: readonly Contract[] = seeded.contracts.filter(
  (c) => c.downline.id === '20002',
);

export const pendingContract: Contract = {
  id: 'ct-2001',
  upline: { id: '20001', account: 'agente1' },
  downline: { id: '10001', account: 'jogador01' },
  status: 'pending',
  terms: { kind: 'daily', rate: 1.5, dailyBetAmount: 1000, activeMembers: 2 },
  createdAt: '2026-11-25T20:00:00.000Z',
};

export const storyDownlines = [
  { id: '20002', account: 'agente2' },
  { id: '20041', account: 'agente41' },
  { id: '20042', account: 'agente42' },
  { id: '10001', account: 'jogador01' },
];

const lowerDaily: ContractTerms = { kind: 'daily', rate: 0.8, dailyBetAmount: 1000, activeMembers: 2 };
export const endedByLowerRate = contractsEndedBy(
  {
    upline: { id: '20001', account: 'agente1' },
    downline: { id: '20002', account: 'agente2' },
    terms: lowerDaily,
  },
  [
    ...seeded.contracts,
    {
      id: 'ct-1007',
      upline: { id: '20002', account: 'agente2' },
      downline: { id: '10021', account: 'jogador21' },
      status: 'active',
      terms: { kind: 'daily', rate: 1, dailyBetAmount: 1000, activeMembers: 2 },
      createdAt: '2026-11-10T12:00:00.000Z',
    },
  ],
);

export const dailySimulation = simulateContract(lowerDaily, teamFigureFixtures('20002', 'daily', storyNow), {
  kind: 'daily',
  rate: 2,
  dailyBetAmount: 0,
  activeMembers: 0,
});
export const hourlySimulation = simulateContract(
  { kind: 'hourly', rate: 0.5, hourlyBetAmount: 100, activeMembers: 1 },
  teamFigureFixtures('20042', 'hourly', storyNow),
);

export const formatReais = (amount: number) => formatMoney(amount, { currency: 'BRL', locale: 'pt-BR' });
