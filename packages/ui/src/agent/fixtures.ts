import {
  type Downline,
  type DownlineLevel,
  downlineRegisterLayout,
  type TeamDay,
  type TeamFigures,
  type TeamOverview,
} from '@sorte/domain';
import { agentAnnouncementFixtures, registerSettingsFixture } from '@sorte/mocks/fixtures';
import { recordFormats } from '../records/formats.ts';
import type { AgentAnnouncement } from './AgentAnnouncementList/index.ts';

// Story data for the agent's team: agente1's team in BRL, the same shapes the simulated gateway serves.

export const storyFormats = recordFormats({ locale: 'pt-BR', currency: 'BRL' });

/** October 2026, day by day: valid bets rise towards the weekends. */
const storyDays: TeamDay[] = Array.from({ length: 31 }, (_, index) => ({
  date: `2026-10-${String(index + 1).padStart(2, '0')}`,
  validBets: 800 + ((index * 37) % 11) * 140 + (index % 7 >= 5 ? 900 : 0),
  income: 150 + ((index * 53) % 9) * 35 - (index % 10 === 3 ? 400 : 0),
}));

export const storyOverview: TeamOverview = {
  range: { start: '2026-10-01', end: '2026-10-31' },
  figures: {
    teamSize: 42,
    activeMembers: 27,
    newMembers: 5,
    bets: 61_480.5,
    validBets: 58_210.25,
    deposits: 18_450,
    withdrawals: 9_300,
    loss: 3_126.4,
    income: 9_150,
  },
  days: storyDays,
};

/** The month before: some figures were higher, some lower, one the same, one was zero. */
export const storyPrevious: TeamFigures = {
  teamSize: 37,
  activeMembers: 30,
  newMembers: 0,
  bets: 55_000,
  validBets: 60_000,
  deposits: 18_450,
  withdrawals: 11_000,
  loss: 4_000,
  income: 7_450,
};

const NAMES = [
  'Ana Souza',
  'Bruno Costa',
  'Camila Gomes',
  'Daniel Ribeiro',
  'Eduarda Silva',
  'Felipe Almeida',
];

/** agente1's downlines: its sub-agents first, then `players` players (some frozen, one never logged in). */
export function storyDownlines(players = 8): Downline[] {
  const agents: Downline[] = [
    {
      id: '20002',
      account: 'agente2',
      nickname: 'Beatriz Rocha',
      type: 2,
      balance: 12_000.5,
      status: 'NORMAL',
      registeredAt: '2026-06-02T15:00:00.000Z',
      lastLoginAt: '2026-11-25T13:20:00.000Z',
      downlineCount: 4,
      contract: { kind: 'daily', rate: 0.012 },
    },
    {
      id: '20041',
      account: 'agente41',
      nickname: 'Diego Alves',
      type: 41,
      balance: 560.4,
      status: 'NORMAL',
      registeredAt: '2026-07-11T15:00:00.000Z',
      lastLoginAt: '2026-11-24T22:05:00.000Z',
      downlineCount: 3,
      contract: { kind: 'hourly', rate: 0.008 },
    },
  ];
  const rows = Array.from({ length: players }, (_, index): Downline => {
    const row: Downline = {
      id: `20001${index + 1}`,
      account: `time1p${index + 1}`,
      nickname: NAMES[index % NAMES.length]!,
      type: 0,
      balance: index % 4 === 2 ? 0 : 100 + index * 87.35,
      status: index % 6 === 5 ? 'FROZEN' : 'NORMAL',
      registeredAt: '2026-09-15T15:00:00.000Z',
      downlineCount: 0,
    };
    if (index % 5 !== 4)
      row.lastLoginAt = new Date(Date.parse('2026-11-25T12:00:00Z') - index * 7_200_000).toISOString();
    if (index % 4 === 1) row.contract = { kind: 'daily', rate: 0.005 };
    return row;
  });
  return [...agents, ...rows];
}

/** Two levels down: agente2, then its sub-agent agente2a. */
export const storyLevels: DownlineLevel[] = [
  { id: '20002', account: 'agente2' },
  { id: '21002', account: 'agente2a' },
];

/** The agent announcements the simulated gateway serves (stories show the same ones). */
export const agentAnnouncements: AgentAnnouncement[] = agentAnnouncementFixtures().map((item) => ({
  id: item.id,
  title: item.title,
  content: item.content,
  timestamp: item.timestamp,
}));

/** Enough announcements for two pages of 9. */
export const manyAgentAnnouncements: AgentAnnouncement[] = Array.from({ length: 12 }, (_, index) => {
  const base = agentAnnouncements[index % agentAnnouncements.length]!;
  return { ...base, id: `${base.id}-${index}`, title: `${base.title} (${index + 1})` };
});

/** The downline form's fields under the simulated gateway's register settings. */
export const downlineFields = downlineRegisterLayout(registerSettingsFixture()).fields;
