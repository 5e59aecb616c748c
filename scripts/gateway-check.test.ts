import { readFileSync } from 'node:fs';
import { ENDPOINT_NAMES, type EndpointName } from '@sorte/gateway';
import { OPERATOR_ANSWERS, OPERATOR_REQUESTS } from '@sorte/mocks';
import { createMockServer } from '@sorte/mocks/node';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckRow,
  exitCodeOf,
  formatRows,
  NEEDED,
  NOT_CALLED,
  parseCliArgs,
  READ_CALLS,
  runGatewayCheck,
  unclassifiedEndpoints,
} from './gatewayCheck.ts';

const GATEWAY = 'http://gateway.test';
const credentials = {
  user: { username: 'jogador01', password: 'Sorte2026' },
  agent: { username: 'agente1', password: 'Sorte2026' },
};
const failed = (rows: readonly CheckRow[]) => rows.filter((row) => row.result === 'failed');

describe('the lists of calls', () => {
  it('names every endpoint of the table once: read, or never sent', () => {
    expect(unclassifiedEndpoints()).toEqual([]);
    const read = READ_CALLS.map((call) => call.name);
    expect(new Set(read).size).toBe(read.length);
    expect(read.filter((name) => Object.hasOwn(NOT_CALLED, name))).toEqual([]);
    for (const name of NEEDED) expect(ENDPOINT_NAMES).toContain(name);
  });

  it('never sends a call that moves money or changes an account', () => {
    const read = new Set<string>(READ_CALLS.map((call) => call.name));
    for (const write of [
      'walletTransfer',
      'deposit',
      'withdraw',
      'withdrawConfirm',
      'convertPoint',
      'logout',
    ])
      expect(read.has(write)).toBe(false);
  });

  it('reads the command line', () => {
    expect(parseCliArgs(['--', '--url', 'http://gw', '--user', 'a', '--password', 'b', '--json'])).toEqual({
      url: 'http://gw',
      configPath: undefined,
      user: { username: 'a', password: 'b' },
      agent: undefined,
      json: true,
    });
    expect(parseCliArgs(['--user', 'a'])).toEqual({ error: '--url <gatewayUrl> is required' });
    expect(parseCliArgs(['--url', 'x', '--agent-user', 'a'])).toEqual({
      error: '--agent-user and --agent-password go together',
    });
  });
});

for (const dialect of ['codes', 'spec'] as const) {
  describe(`against the simulated gateway, ${dialect} dialect`, () => {
    const mock = createMockServer({ baseUrl: GATEWAY, dialect });
    beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
    afterAll(() => mock.server.close());

    it('is all green with a player and an agent', async () => {
      const rows = await runGatewayCheck({ url: GATEWAY, ...credentials });
      expect(failed(rows)).toEqual([]);
      expect(exitCodeOf(rows)).toBe(0);
      const ok = rows.filter((row) => row.result === 'ok');
      for (const name of NEEDED)
        expect(
          ok.some((row) => row.endpoint === name),
          name,
        ).toBe(true);
      expect(ok.every((row) => row.http === 200 && row.envelope && row.accepted)).toBe(true);
    });

    it('skips the member and agent calls without credentials', async () => {
      const rows = await runGatewayCheck({ url: GATEWAY });
      expect(rows.find((row) => row.endpoint === 'memberInfo')).toMatchObject({
        result: 'skipped',
        detail: 'skipped: needs --user',
      });
      expect(rows.find((row) => row.endpoint === 'dividendContracts')?.detail).toBe(
        'skipped: needs --agent-user',
      );
      expect(rows.find((row) => row.endpoint === 'systemStatus')?.result).toBe('ok');
      expect(exitCodeOf(rows)).toBe(0);
    });
  });
}

describe('against the simulated gateway, operator dialect (issue 24 item 3)', () => {
  const mock = createMockServer({ baseUrl: GATEWAY, dialect: 'operator' });
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => mock.server.close());
  // The site's whole config (the demo's encryption, the adapter), as `--config` reads it.
  const config = JSON.parse(readFileSync('packages/mocks/operator-dialect.config.json', 'utf8')) as Record<
    string,
    unknown
  >;

  it('without the adapter fails every call the dialect renames, naming the request or the answer', async () => {
    const rows = await runGatewayCheck({ url: GATEWAY, ...credentials });
    // Every call sent whose answer the dialect reshapes (the order reads are skipped: no order yet), and no other.
    const sent = new Set(rows.filter((row) => row.result !== 'skipped').map((row) => row.endpoint));
    const reshaped = Object.keys(OPERATOR_ANSWERS).filter((name) => sent.has(name as EndpointName));
    expect(
      failed(rows)
        .map((row) => row.endpoint)
        .sort(),
    ).toEqual(reshaped.sort());
    for (const row of failed(rows)) {
      // Our parameter names are refused (400, each missing one named); our envelope's `value` is not there.
      const refused = Object.hasOwn(OPERATOR_REQUESTS, row.endpoint) && row.endpoint !== 'depositChannels';
      expect(row, row.endpoint).toMatchObject(
        refused ? { http: 400, accepted: false } : { http: 200, envelope: true, accepted: false },
      );
      expect(row.hint, row.endpoint).toContain(`adapter.${row.endpoint}.${refused ? 'request' : 'response'}`);
    }
    expect(rows.find((row) => row.endpoint === 'betRecords')?.detail).toMatch(/startDate.*endDate.*pageNo/);
    expect(rows.find((row) => row.endpoint === 'dividendContracts')?.detail).toContain('action');
    // Calls the site needs (points, missions, contracts) fail, so the exit code does.
    expect(failed(rows).some((row) => row.needed)).toBe(true);
    expect(exitCodeOf(rows)).toBe(1);
    expect(formatRows(rows)).toMatch(/pointBalance +member +yes +200 +yes +no +FAILED/);
  });

  it('with only the requests and the data paths adapted, names the JSON paths of each renamed field', async () => {
    const adapter = config.adapter as Record<string, { request?: unknown; response?: { data?: string } }>;
    const partial = Object.fromEntries(
      Object.entries(adapter).map(([name, { request, response }]) => [
        name,
        {
          ...(request ? { request } : {}),
          ...(response?.data ? { response: { data: response.data } } : {}),
        },
      ]),
    );
    const rows = await runGatewayCheck({ url: GATEWAY, ...credentials, config: { adapter: partial } });
    const row = (name: EndpointName) => rows.find((candidate) => candidate.endpoint === name);
    expect(row('pointBalance')?.hint).toContain('adapter.pointBalance.response.aliases');
    expect(row('missionSummary')?.result).toBe('failed');
    expect(row('withdrawInfo')?.issues?.join(' ')).toMatch(/min|max|available/);
    expect(exitCodeOf(rows)).toBe(1);
  });

  it('with packages/mocks/operator-dialect.config.json is all green', async () => {
    const rows = await runGatewayCheck({ url: GATEWAY, ...credentials, config });
    expect(failed(rows)).toEqual([]);
    expect(exitCodeOf(rows)).toBe(0);
    for (const name of ['pointBalance', 'missionSummary', 'depositChannels', 'withdrawInfo', 'betRecords'])
      expect(rows.find((row) => row.endpoint === name)?.result, name).toBe('ok');
  });
});

describe('an answer in another shape', () => {
  const mock = createMockServer({ baseUrl: GATEWAY });
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => mock.server.close());
  const otherShape = () =>
    mock.server.use(
      http.get(`${GATEWAY}/wps/member/info`, () =>
        HttpResponse.json({ success: true, value: { memberId: 7, loginName: 'jogador01', type: 0 } }),
      ),
    );

  it('names the JSON paths and the adapter entry, and fails the exit code', async () => {
    otherShape();
    const rows = await runGatewayCheck({ url: GATEWAY, user: credentials.user });
    expect(failed(rows).map((row) => row.endpoint)).toEqual(['memberInfo']);
    const row = failed(rows)[0];
    expect(row).toMatchObject({ http: 200, envelope: true, accepted: false, needed: true });
    expect(row?.issues?.some((issue) => issue.startsWith('id'))).toBe(true);
    expect(row?.issues?.some((issue) => issue.startsWith('account'))).toBe(true);
    expect(row?.hint).toContain('adapter.memberInfo.response.aliases');
    expect(row?.hint).toContain('"id": "<your name>"');
    expect(exitCodeOf(rows)).toBe(1);
    const text = formatRows(rows);
    expect(text).toMatch(/memberInfo +member +yes +200 +yes +no +FAILED/);
    expect(text).toContain('fix:   adapter.memberInfo.response.aliases');
  });

  it('passes with a --config adapter that aliases the fields', async () => {
    otherShape();
    const config = {
      adapter: { memberInfo: { response: { aliases: { id: 'memberId', account: 'loginName' } } } },
    };
    const rows = await runGatewayCheck({ url: GATEWAY, user: credentials.user, config });
    expect(failed(rows)).toEqual([]);
    expect(exitCodeOf(rows)).toBe(0);
  });

  it('refuses a wrong adapter, naming its key', async () => {
    const config = { adapter: { memberInfo: { response: { aliases: { 'a b': 'x' } } } } };
    await expect(runGatewayCheck({ url: GATEWAY, config })).rejects.toThrow(/adapter\.memberInfo/);
  });
});
