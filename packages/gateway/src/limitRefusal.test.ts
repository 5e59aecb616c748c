import { describe, expect, it } from 'vitest';
import { GatewayError } from './errors.ts';
import { isVerificationPending, readLimitRefusal } from './limitRefusal.ts';

const refused = (
  code: string | number | undefined,
  value: unknown = null,
  beside: Record<string, unknown> = {},
) =>
  new GatewayError('rejected', 'refused', {
    code,
    value,
    envelope: { success: false, code, value, ...beside },
  });

const RESET = Date.UTC(2026, 10, 29, 3);

describe('reading (issue 26 items 2 and 6): a deposit or launch refused for a limit', () => {
  it.each([
    [
      'our words in value',
      refused('LIMIT_DEPOSIT_REACHED', {
        kind: 'DEPOSIT',
        period: 'DAILY',
        limit: 100,
        remaining: 0,
        resetsAt: new Date(RESET).toISOString(),
      }),
    ],
    [
      'other names, numbers as text, epoch ms',
      refused('DEPOSIT_LIMIT_EXCEEDED', {
        limitType: 'deposit',
        cycle: 'day',
        limitAmount: '100',
        remainingAmount: '0',
        resetTime: String(RESET),
      }),
    ],
    [
      'an object of its own beside value',
      refused('RG_LIMIT_HIT', null, {
        limit: { type: 'DEPOSIT_LIMIT', window: '24h', max: 100, remaining: 0, availableAt: RESET },
      }),
    ],
  ])('%s', (_name, error) => {
    expect(readLimitRefusal(error)).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: 100,
      remaining: 0,
      resetsAt: RESET,
    });
  });

  it('the kind and period from the code alone; a time written yyyy-MM-dd HH:mm:ss', () => {
    expect(readLimitRefusal(refused('WAGER_LIMIT_WEEKLY_REACHED'))).toEqual({
      kind: 'stake',
      period: 'week',
    });
    expect(
      readLimitRefusal(refused('LIMIT_SESSION_TIME_REACHED', { until: '2026-11-29 03:00:00Z' })),
    ).toEqual({
      kind: 'sessionTime',
      resetsAt: RESET,
    });
    expect(readLimitRefusal(refused('TIME_LIMIT_EXCEEDED'))?.kind).toBe('sessionTime');
  });

  it('any other failure is not a limit refusal', () => {
    expect(readLimitRefusal(refused('AMOUNT_OUT_OF_LIMITS'))).toBeNull();
    expect(readLimitRefusal(refused('INSUFFICIENT_BALANCE', { kind: 'DEPOSIT' }))).toBeNull();
    expect(readLimitRefusal(refused(500))).toBeNull();
    expect(
      readLimitRefusal(new GatewayError('network', 'down', { code: 'LIMIT_DEPOSIT_REACHED' })),
    ).toBeNull();
    expect(readLimitRefusal(new Error('LIMIT_DEPOSIT_REACHED'))).toBeNull();
  });

  it('reading (issue 26 item 6): a refusal for a verification not done', () => {
    for (const code of [
      'KYC_PENDING',
      'VERIFICATION_PENDING',
      'ACCOUNT_NOT_VERIFIED',
      'verification-required',
    ])
      expect(isVerificationPending(refused(code)), code).toBe(true);
    for (const code of ['WRONG_VERIFY_CODE', 'LIMIT_DEPOSIT_REACHED', 'INSUFFICIENT_BALANCE'])
      expect(isVerificationPending(refused(code)), code).toBe(false);
  });
});
