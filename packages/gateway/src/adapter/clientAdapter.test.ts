// The operator adapter inside the client, end to end against an msw gateway that chose other names.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isGatewayError } from '../errors.ts';
import { testGateway } from '../test/testGateway.ts';
import { parseOperatorAdapter } from './index.ts';

const parsed = parseOperatorAdapter({
  dailySalaryContracts: {
    request: { rename: { action: 'op' }, values: { action: { list: 'LIST' } }, constants: { channel: 'H5' } },
    response: {
      data: 'value.payload',
      objects: { 'records[].parent': 'account', 'records[].child': 'account' },
      aliases: {
        contracts: 'records',
        'contracts[].contractId': 'no',
        'contracts[].upline': 'parent',
        'contracts[].upline.id': 'parentId',
        'contracts[].downline': 'child',
        'contracts[].downline.id': 'childId',
        'contracts[].status': 'state',
        'contracts[].rate': 'terms.pct',
        'contracts[].dailyBetAmount': 'terms.bet',
        'contracts[].activeMembers': 'terms.members',
        'contracts[].createTime': 'created',
      },
      values: { 'contracts[].status': { OPEN: 'ACTIVE', WAIT: 'PENDING' } },
    },
  },
  walletTransfer: {
    request: {
      values: { direction: { toVendor: 'IN', toMain: 'OUT' } },
      rename: { amount: 'amt', direction: 'dir' },
      toQuery: ['vendor'],
      constants: { source: 'web' },
    },
    response: { data: 'value.result', aliases: { balance: 'main' } },
  },
  balance: { response: { data: 'value.wallet' } },
});
if (!parsed.ok) throw new Error(parsed.issues.join('\n'));
const { capture, client } = testGateway({ adapter: parsed.adapter });

describe('the client applies the operator adapter before sending and before the readers', () => {
  it('a GET call: renamed, mapped and added query parameters; data path, aliases, objects and statuses', async () => {
    const seen = capture('get', '/wps/relay/MCS2_processDailySalContract', {
      payload: {
        records: [
          {
            no: 'c-9',
            parent: 'agente1',
            parentId: 20001,
            child: 'agente2',
            childId: '20002',
            state: 'OPEN',
            terms: { pct: '1.5', bet: 1000, members: 3 },
            created: '2026-11-01T10:00:00.000Z',
          },
        ],
      },
    });
    const answer = await client().contracts.list('daily');
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({ op: 'LIST', channel: 'H5' });
    expect(answer.contracts).toEqual([
      {
        id: 'c-9',
        upline: { id: '20001', account: 'agente1' },
        downline: { id: '20002', account: 'agente2' },
        status: 'active',
        terms: { kind: 'daily', rate: 1.5, dailyBetAmount: 1000, activeMembers: 3 },
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ]);
  });

  it('a POST call: the body mapped and renamed, a field moved to the query, a constant added', async () => {
    const seen = capture('post', '/wps/relay/GCS_walletTransfer', { result: { main: '90.5' } });
    const after = await client().call(
      'walletTransfer',
      { direction: 'toMain', vendor: 'PG', amount: 10 },
      { headers: { 'Idempotency-Key': 'k-1' } },
    );
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ dir: 'OUT', amt: 10, source: 'web' });
    expect(seen[0]?.url.searchParams.get('vendor')).toBe('PG');
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(after).toMatchObject({ balance: 90.5 });
  });

  it('a call the adapter does not name is sent and read as before', async () => {
    capture('get', '/wps/system/status', { status: 1 });
    await expect(client().system.status()).resolves.toMatchObject({ status: 1 });
  });

  it('an answer without the data path is unreadable (the reader gets nothing), never read from elsewhere', async () => {
    capture('get', '/wps/v2/wallets/balance', () =>
      HttpResponse.json({ success: true, value: { balance: 12 } }),
    );
    const error = await client()
      .wallet.balance()
      .catch((e: unknown) => e);
    expect(isGatewayError(error) && error.kind).toBe('invalid-response');
  });

  it('a refusal is read from the envelope as before (the adapter reads only success answers)', async () => {
    capture('post', '/wps/relay/GCS_walletTransfer', () =>
      HttpResponse.json({ success: false, message: 'no money', code: 'BALANCE' }),
    );
    const error = await client()
      .call('walletTransfer', { direction: 'toVendor', vendor: 'PG', amount: 10 })
      .catch((e: unknown) => e);
    expect(isGatewayError(error) && [error.kind, error.code]).toEqual(['rejected', 'BALANCE']);
  });
});
