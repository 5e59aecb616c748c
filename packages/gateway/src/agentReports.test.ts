import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayClient } from './fullClient.ts';

const BASE = 'http://gateway.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (endpointOverrides = {}) =>
  createGatewayClient({
    baseUrl: BASE,
    getToken: () => 'tok-9',
    onUnauthorized: () => {},
    retry: { sleep: async () => {} },
    endpointOverrides,
  });

const ok = (value: unknown) => HttpResponse.json({ success: true, value });
const month = { range: { start: '2026-10-01', end: '2026-10-31' }, pageNo: 1, pageSize: 100 };

function capture(path: string, value: unknown) {
  const seen: { url?: URL } = {};
  server.use(
    http.get(`${BASE}${path}`, ({ request }) => {
      seen.url = new URL(request.url);
      return ok(value);
    }),
  );
  return seen;
}

describe('§2 agent reports: the period, whose figures and one member in the query', () => {
  it('asks MCSFE_getAgentPalStatements with scope and a trimmed account', async () => {
    const seen = capture('/wps/relay/MCSFE_getAgentPalStatements', { list: [], total: 0, totalPages: 0 });
    await client().agentReports.palStatements({ ...month, scope: 'team', account: ' agente2 ' });
    expect(Object.fromEntries(seen.url?.searchParams ?? [])).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      scope: 'team',
      account: 'agente2',
      pageNo: '1',
      pageSize: '100',
    });
  });

  it('leaves an empty account out and follows an overridden path', async () => {
    const seen = capture('/custom/transactions', { list: [], total: 0, totalPages: 0 });
    await client({ agentDownlineTransactions: '/custom/transactions' }).agentReports.downlineTransactions({
      ...month,
      type: 'DEPOSIT',
      account: '  ',
    });
    expect(seen.url?.searchParams.has('account')).toBe(false);
    expect(seen.url?.searchParams.get('type')).toBe('DEPOSIT');
  });
});

describe('§3 Contract records: each kind its call, each row its period', () => {
  it.each([
    ['dividend', '/wps/relay/MCS2_getDividendRecords', 0],
    ['daily', '/wps/relay/MCS2_getDailySalRecords', 86_400_000],
    ['hourly', '/wps/relay/MCS2_getContractHourSalaryRecords', 3_600_000],
    ['realtime', '/wps/relay/MCSFE_getRealTimeSalaryRecords', 300_000],
  ] as const)('%s reads %s; a row without its end lasts the kind’s period', async (kind, path, length) => {
    capture(path, { list: [{ periodStart: '2026-10-01T03:00:00Z', amount: '12.5', rate: '1%', status: 0 }] });
    const page = await client().agentReports.salary(kind, month);
    const [row] = page.rows;
    expect(row).toMatchObject({ rate: 0.01, amount: 12.5, status: 'PENDING' });
    expect(Date.parse(row?.periodEnd ?? '') - Date.parse(row?.periodStart ?? '')).toBe(length);
    expect(page.totals).toEqual({ validBet: 0, amount: 12.5 });
  });

  it('a period whose thresholds were missed adds nothing to the totals', async () => {
    capture('/wps/relay/MCS2_getDailySalRecords', {
      list: [
        { periodStart: '2026-10-01T03:00:00Z', amount: 0, validBet: 10, status: 'unqualified' },
        { periodStart: '2026-10-02T03:00:00Z', amount: 7, validBet: 900, status: 'issued' },
      ],
    });
    const page = await client().agentReports.salary('daily', month);
    expect(page.rows.map((row) => row.status)).toEqual(['NOT_REACHED', 'PAID']);
    expect(page.totals).toEqual({ validBet: 910, amount: 7 });
  });
});
