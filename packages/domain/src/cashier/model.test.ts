import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONEY_EVENT_MAX_AMOUNT, type MoneyEvent, moneyEventFault } from './model.ts';

// Spec §4 Notification types over the §2 socket-event listener: a live event is shown only when its figures are sane.
const event = (amount: number, balance?: number): MoneyEvent => ({
  kind: 'depositCredited',
  transactionId: 'D-1',
  amount,
  ...(balance === undefined ? {} : { balance }),
});

describe('§4 live money events: the figures checked before a toast', () => {
  it('takes a positive amount within the bound, with or without a sane balance', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: MONEY_EVENT_MAX_AMOUNT, noNaN: true }),
        fc.option(fc.double({ min: 0, max: MONEY_EVENT_MAX_AMOUNT, noNaN: true }), { nil: undefined }),
        (amount, balance) => {
          expect(moneyEventFault(event(amount, balance))).toBeNull();
        },
      ),
    );
  });

  it('refuses any non-finite, zero, negative or huge amount', () => {
    const bad = fc.oneof(
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0, -0, 1e21),
      fc.double({ max: 0, noNaN: true }),
      fc.double({ min: MONEY_EVENT_MAX_AMOUNT, minExcluded: true }),
    );
    fc.assert(
      fc.property(bad, (amount) => {
        expect(moneyEventFault(event(amount, 100))).toBe('amount');
      }),
    );
  });

  it('refuses a balance that is not finite, below zero or huge ("Saldo atual: -R$ 999.999,99")', () => {
    const bad = fc.oneof(
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -999_999.99, -0.01, 1e21),
      fc.double({ max: -Number.MIN_VALUE }),
      fc.double({ min: MONEY_EVENT_MAX_AMOUNT, minExcluded: true }),
    );
    fc.assert(
      fc.property(bad, (balance) => {
        expect(moneyEventFault(event(100, balance))).toBe('balance');
      }),
    );
  });
});
