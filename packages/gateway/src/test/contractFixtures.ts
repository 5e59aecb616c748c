/** A daily-salary contract row in the §3 words, flat: what contracts.test.ts and readings.test.ts read. */
export const FLAT_DAILY_CONTRACT = {
  contractId: 'c-1',
  uplineId: 20001,
  uplineAccount: 'agente1',
  downlineId: '20002',
  downlineAccount: 'agente2',
  status: 'ACTIVE',
  rate: '1.5',
  dailyBetAmount: 1000,
  activeMembers: '3',
  createTime: '2026-11-01T10:00:00.000Z',
};
