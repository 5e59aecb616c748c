import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { missingMandatoryLimits } from './limits.ts';
import {
  lossLimitRequiredMessage,
  mandatoryLimitsMessage,
  readRegistrationLimits,
  timeLimitRequiredMessage,
} from './mandatoryLimits.ts';

// Issue 26 item 2 under "jurisdiction": "BR" (Portaria SPA/MF 2.579/2025): a loss limit and a time limit are mandatory.
describe('missingMandatoryLimits', () => {
  it('under BR asks for a loss and a playing-time limit, in any period; without a profile nothing is mandatory', () => {
    expect(missingMandatoryLimits('BR', [])).toEqual(['loss', 'sessionTime']);
    expect(
      missingMandatoryLimits('BR', [
        { kind: 'loss', amount: null },
        { kind: 'deposit', amount: 100 },
        { kind: 'sessionTime', amount: 120 },
      ]),
    ).toEqual(['loss']);
    expect(
      missingMandatoryLimits('BR', [
        { kind: 'loss', amount: 500 },
        { kind: 'sessionTime', amount: 60 },
      ]),
    ).toEqual([]);
    expect(missingMandatoryLimits('none', [])).toEqual([]);
  });
});

describe('readRegistrationLimits', () => {
  it('refuses a form without either limit, naming each', () => {
    expect(readRegistrationLimits({}, 'pt-BR')).toEqual({
      ok: false,
      errors: { lossLimit: lossLimitRequiredMessage, timeLimit: timeLimitRequiredMessage },
    });
  });

  it('reads the loss limit as the language writes money and the time in whole minutes, with the chosen periods', () => {
    expect(
      readRegistrationLimits(
        { lossLimit: '1.500,50', lossLimitPeriod: 'week', timeLimit: '90', timeLimitPeriod: 'day' },
        'pt-BR',
      ),
    ).toEqual({
      ok: true,
      limits: [
        { kind: 'loss', period: 'week', amount: 1500.5 },
        { kind: 'sessionTime', period: 'day', amount: 90 },
      ],
    });
    // The default periods: a month of losses, a day of play.
    expect(readRegistrationLimits({ lossLimit: '200', timeLimit: '60' }, 'en')).toMatchObject({
      limits: [
        { kind: 'loss', period: 'month' },
        { kind: 'sessionTime', period: 'day' },
      ],
    });
  });

  it('never guesses: an amount the language would not write this way, or minutes that are not whole, are refused', () => {
    const reading = readRegistrationLimits({ lossLimit: '1,500.50', timeLimit: '1,5' }, 'pt-BR');
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(Object.keys(reading.errors).sort()).toEqual(['lossLimit', 'timeLimit']);
  });

  it('any whole number of minutes from 1 to a month is read as typed (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 44_640 }),
        fc.integer({ min: 1, max: 100_000 }),
        (minutes, reais) => {
          const reading = readRegistrationLimits(
            { lossLimit: String(reais), timeLimit: String(minutes) },
            'pt-BR',
          );
          expect(reading).toEqual({
            ok: true,
            limits: [
              { kind: 'loss', period: 'month', amount: reais },
              { kind: 'sessionTime', period: 'day', amount: minutes },
            ],
          });
        },
      ),
    );
  });
});

describe('mandatoryLimitsMessage', () => {
  it('names what is missing: the loss limit, the time limit, or both', () => {
    expect(mandatoryLimitsMessage(['loss']).message).toMatch(/limite de perda:/);
    expect(mandatoryLimitsMessage(['sessionTime']).message).toMatch(/limite de tempo de jogo:/);
    expect(mandatoryLimitsMessage(['loss', 'sessionTime']).message).toMatch(/perda e um limite de tempo/);
  });
});
