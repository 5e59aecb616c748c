import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { isGatewayError } from './errors.ts';
import { GATEWAY, ok, testGateway } from './test/testGateway.ts';

const { server, client: clientWith } = testGateway();
const client = (endpointOverrides = {}) => clientWith({ endpointOverrides });
const week = { range: { start: '2026-11-16', end: '2026-11-22' }, pageNo: 2, pageSize: 100 };

describe('§2 record calls: §4 period dates, filters and server paging in the query', () => {
  it('asks ODSFE2_getPersonalHistory with startDate, endDate, the filters given and the page', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${GATEWAY}/wps/relay/ODSFE2_getPersonalHistory`, ({ request }) => {
        url = new URL(request.url);
        return ok({ list: [], total: 0, totalPages: 0 });
      }),
    );
    const page = await client().records.bets({ ...week, gameCategory: 'RNG', status: 'SETTLED' });
    expect(Object.fromEntries(url!.searchParams)).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
      gameCategory: 'RNG',
      status: 'SETTLED',
      pageNo: '2',
      pageSize: '100',
    });
    expect(page).toEqual({
      rows: [],
      total: 0,
      totalPages: 0,
      totals: { betAmount: 0, validBet: 0, payout: 0, profit: 0 },
    });
  });

  it('follows a path from /config.json endpoints', async () => {
    server.use(http.get(`${GATEWAY}/gw/bets`, () => ok([])));
    await expect(client({ betRecords: '/gw/bets' }).records.bets(week)).resolves.toMatchObject({ total: 0 });
  });

  it('refuses a malformed date before sending anything', async () => {
    const error = await client()
      .records.transactions({ ...week, range: { start: '16/11/2026', end: '2026-11-22' } })
      .catch((caught: unknown) => caught);
    expect(isGatewayError(error) && error.kind).toBe('invalid-request');
  });
});

describe('§2 manual rebate claim: a money call', () => {
  it('carries the Idempotency-Key and is never retried after a server error', async () => {
    const keys: (string | null)[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.post(`${GATEWAY}/wps/relay/MCS2_claimManualRebate`, async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        bodies.push(await request.json());
        return HttpResponse.json({ success: false, message: 'boom' }, { status: 500 });
      }),
    );
    const error = await client()
      .records.claimRebate('LIVE', { idempotencyKey: 'k-1' })
      .catch((caught: unknown) => caught);
    expect(isGatewayError(error)).toBe(true);
    expect(keys).toEqual(['k-1']);
    expect(bodies).toEqual([{ gameCategory: 'LIVE' }]);
  });

  it('claims every category with an empty body and reads what was credited', async () => {
    server.use(
      http.post(`${GATEWAY}/wps/relay/MCS2_claimManualRebate`, () => ok({ claimed: 12.5, balance: 1536.25 })),
    );
    await expect(client().records.claimRebate(undefined, { idempotencyKey: 'k-2' })).resolves.toEqual({
      claimed: 12.5,
      balance: 1536.25,
    });
  });
});

describe('issue 23 item 6: a bet’s details when the gateway gives them (readings)', () => {
  it('reads the round, the odds and the picks under plausible names; a bet without them has none', async () => {
    server.use(
      http.get(`${GATEWAY}/wps/relay/ODSFE2_getPersonalHistory`, () =>
        ok({
          list: [
            {
              betId: 'B-1',
              betTime: 1795000000000,
              bet: '10',
              roundNo: 'R-77',
              odds: '2.5',
              selections: [{ selection: 'Flamengo vence', odds: '1.9' }, { name: 'Mais de 2,5 gols' }, {}],
            },
            { id: 'B-2', time: 1795000000000, betAmount: 5, issueNo: 20261128, detail: 'Números 04 12 33' },
            { id: 'B-3', time: 1795000000000, betAmount: 5, picks: [] },
          ],
          total: 3,
        }),
      ),
    );
    const { rows } = await client().records.bets(week);
    expect(rows[0]).toMatchObject({
      roundId: 'R-77',
      odds: 2.5,
      selections: [{ label: 'Flamengo vence', odds: 1.9 }, { label: 'Mais de 2,5 gols' }],
    });
    expect(rows[1]).toMatchObject({ roundId: '20261128', selections: [{ label: 'Números 04 12 33' }] });
    expect(rows[2]).not.toHaveProperty('selections');
    expect(rows[2]).not.toHaveProperty('roundId');
  });
});
