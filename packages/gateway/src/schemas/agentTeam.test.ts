import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DownlineAnswerSchema } from './agentTeam.ts';

const row = { id: '20041', account: 'agente41', type: 41, balance: 1, status: 'NORMAL', downlineCount: 0 };
const readRow = (fields: Record<string, unknown>) =>
  v.parse(DownlineAnswerSchema, { list: [{ ...row, ...fields }], total: 1, totalPages: 1 }).rows[0];

// Spec §2 downlineManagmentView's current contract, §4 Contracts: only a contract the downline accepted binds it.
describe('§4 a downline row’s contract by its status', () => {
  it('reads a request awaiting the answer as pending, never as the current contract (issue 23)', () => {
    expect(readRow({ contract: { kind: 'dividend', rate: 0.25, status: 'PENDING' } })).toMatchObject({
      pendingContract: { kind: 'dividend', rate: 0.25 },
    });
    expect(readRow({ contract: { kind: 'dividend', rate: 0.25, status: 0 } })?.contract).toBeUndefined();
    expect(readRow({ contractType: 'daily', contractRate: '0.8%', contractStatus: 'WAITING' })).toMatchObject(
      {
        pendingContract: { kind: 'daily', rate: 0.008 },
      },
    );
  });

  it('keeps an accepted one, or one whose termination is asked, as the current contract beside a pending one', () => {
    const both = readRow({
      contract: { kind: 'daily', rate: 0.012, status: 'ACTIVE' },
      pendingContract: { type: 'daily', rate: '0.8%', status: 0 },
    });
    expect(both?.contract).toEqual({ kind: 'daily', rate: 0.012 });
    expect(both?.pendingContract).toEqual({ kind: 'daily', rate: 0.008 });
    expect(readRow({ contract: { kind: 'hourly', rate: 0.004, status: 3 } })?.contract).toEqual({
      kind: 'hourly',
      rate: 0.004,
    });
    // A contract given without a status is taken as the one in effect (the field's name says "contract").
    expect(readRow({ contract: { kind: 'hourly', rate: 0.004 } })?.contract).toEqual({
      kind: 'hourly',
      rate: 0.004,
    });
  });

  it('shows neither a rejected nor an ended contract', () => {
    for (const status of ['REJECTED', 'TERMINATED', 4]) {
      const read = readRow({ contract: { kind: 'dividend', rate: 0.3, status } });
      expect(read?.contract).toBeUndefined();
      expect(read?.pendingContract).toBeUndefined();
    }
  });
});
