import { describe, expect, it } from 'vitest';
import {
  confirmationDeadline,
  isForcedReceipt,
  partlyReceivedProblems,
  proofImageProblem,
  remainderOwed,
  WITHDRAWAL_CONFIRMATION_KINDS,
} from './withdrawalConfirmation.ts';

const png = { type: 'image/png', size: 1000 };

describe('§4 Withdrawal confirmation', () => {
  it('offers received, not received, full payment and partly received', () => {
    expect(WITHDRAWAL_CONFIRMATION_KINDS).toEqual([
      'received',
      'notReceived',
      'fullPayment',
      'partlyReceived',
    ]);
  });

  it('§5/§9 proof image: not empty, at most 5 MB; png or jpg by its bytes, not its name (issue 22 item 2)', () => {
    expect(proofImageProblem(png)).toBeNull();
    expect(proofImageProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(proofImageProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('size');
    expect(proofImageProblem({ type: 'image/png', size: 0 })).toBe('empty');
    expect(proofImageProblem({ type: 'text/html', size: 10 })).toBeNull();
  });

  it('partly received needs an amount below what was expected and a proof image', () => {
    expect(partlyReceivedProblems(500, { receivedAmount: 200, proof: png })).toEqual({});
    expect(partlyReceivedProblems(500, { receivedAmount: null, proof: null })).toEqual({
      receivedAmount: 'required',
      proof: 'required',
    });
    expect(partlyReceivedProblems(500, { receivedAmount: 500, proof: png })).toEqual({
      receivedAmount: 'notLess',
    });
    expect(partlyReceivedProblems(500, { receivedAmount: 0, proof: png })).toEqual({
      receivedAmount: 'invalid',
    });
    expect(
      partlyReceivedProblems(500, { receivedAmount: 10, proof: { type: 'image/png', size: 0 } }),
    ).toEqual({
      proof: 'empty',
    });
  });

  it('the remainder is computed from what was received', () => {
    expect(remainderOwed(500, 120.25)).toBe(379.75);
    expect(remainderOwed(500, null)).toBe(500);
  });

  it('received and full payment are forced receipts (the deposit is not refunded)', () => {
    expect(WITHDRAWAL_CONFIRMATION_KINDS.filter(isForcedReceipt)).toEqual(['received', 'fullPayment']);
  });

  it('the auto-receipt deadline comes from confirmBy, else approval time plus the timeout', () => {
    expect(confirmationDeadline('2026-11-25T12:00:00Z', undefined, undefined)).toBe(
      Date.parse('2026-11-25T12:00:00Z'),
    );
    expect(confirmationDeadline(undefined, '2026-11-25T12:00:00Z', 30)).toBe(
      Date.parse('2026-11-25T12:30:00Z'),
    );
    expect(confirmationDeadline(undefined, '2026-11-25T12:00:00Z', undefined)).toBeNull();
    expect(confirmationDeadline('garbage', undefined, 30)).toBeNull();
  });
});
