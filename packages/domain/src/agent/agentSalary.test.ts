import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLATFORM_TIME_ZONE } from '../records/periods.ts';
import {
  REALTIME_SALARY_SLOT_MINUTES,
  realtimeSettlement,
  salaryOf,
  timeSlotAt,
  zoneOffsetMs,
} from './agentSalary.ts';

const wallClock = (ms: number, timeZone = PLATFORM_TIME_ZONE) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(ms);

// 2000-01-01 … 2100-01-01: São Paulo had daylight saving until 2019 (whole hours), none since.
const instants = fc.integer({ min: 946_684_800_000, max: 4_102_444_800_000 });

describe('§9 Real-time salary is settled every 5 minutes (slots on the platform clock)', () => {
  it('São Paulo is three hours behind UTC today', () => {
    expect(zoneOffsetMs(Date.parse('2026-11-26T12:00:00Z'))).toBe(-3 * 3_600_000);
    expect(zoneOffsetMs(Date.parse('2026-11-26T12:00:00Z'), 'Asia/Kathmandu')).toBe(5.75 * 3_600_000);
  });

  it('cuts 12:03:10 into the 12:00–12:05 slot, settled at 12:05 with 110 s left', () => {
    const now = Date.parse('2026-11-26T15:03:10Z'); // 12:03:10 in São Paulo
    const { slot, nextSettlementAt, secondsLeft } = realtimeSettlement(now);
    expect(wallClock(slot.start)).toBe('12:00:00');
    expect(nextSettlementAt).toBe(Date.parse('2026-11-26T15:05:00Z'));
    expect(secondsLeft).toBe(110);
  });

  it('a boundary instant opens its own slot', () => {
    const boundary = Date.parse('2026-11-26T15:05:00Z');
    expect(timeSlotAt(boundary).start).toBe(boundary);
    expect(timeSlotAt(boundary - 1).end).toBe(boundary);
  });

  it('every instant lies in one 5-minute slot starting on a wall-clock multiple of 5 minutes', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const { start, end } = timeSlotAt(ms);
        expect(start).toBeLessThanOrEqual(ms);
        expect(ms).toBeLessThan(end);
        expect(end - start).toBe(REALTIME_SALARY_SLOT_MINUTES * 60_000);
        const [, minutes, seconds] = wallClock(start).split(':').map(Number);
        expect((minutes as number) % 5).toBe(0);
        expect(seconds).toBe(0);
        expect(timeSlotAt(end).start).toBe(end);
      }),
    );
  });

  it('hour slots start on the hour of a zone whose offset is not whole hours', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const { start, end } = timeSlotAt(ms, 60, 'Asia/Kathmandu');
        expect(start <= ms && ms < end).toBe(true);
        expect(wallClock(start, 'Asia/Kathmandu').endsWith(':00:00')).toBe(true);
      }),
    );
  });

  it('the countdown never goes past the slot and reaches the settlement', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const { secondsLeft } = realtimeSettlement(ms);
        expect(secondsLeft).toBeGreaterThanOrEqual(1);
        expect(secondsLeft).toBeLessThanOrEqual(300);
      }),
    );
  });
});

describe('§3 Contract terms: what a period pays', () => {
  const team = { validBet: 120_000, profitLoss: 8_000, activeMembers: 12 };

  it('dividend: the rate of the house result once every threshold is met', () => {
    const terms = { rate: 0.3, periodValidBet: 100_000, periodProfitLoss: 5_000, activeMembers: 10 };
    expect(salaryOf('dividend', terms, team)).toEqual({ rate: 0.3, amount: 2400, reached: true });
    expect(salaryOf('dividend', terms, { ...team, activeMembers: 9 }).amount).toBe(0);
    expect(salaryOf('dividend', terms, { ...team, profitLoss: 4_999.99 }).reached).toBe(false);
  });

  it('daily and hourly: the rate of the valid bets over the bet amount and active members', () => {
    expect(salaryOf('daily', { rate: 0.005, dailyBetAmount: 50_000, activeMembers: 5 }, team).amount).toBe(
      600,
    );
    expect(salaryOf('hourly', { rate: 0.002, hourlyBetAmount: 200_000, activeMembers: 5 }, team)).toEqual({
      rate: 0.002,
      amount: 0,
      reached: false,
    });
  });

  it('real-time: the profit rate when the house won the slot, the loss rate when it lost', () => {
    const terms = { profitSalaryRate: 0.004, lossSalaryRate: 0.001, singleBetAmount: 10 };
    expect(salaryOf('realtime', terms, { validBet: 1_234.56, profitLoss: 10, activeMembers: 3 })).toEqual({
      rate: 0.004,
      amount: 4.93,
      reached: true,
    });
    expect(
      salaryOf('realtime', terms, { validBet: 1_234.56, profitLoss: -10, activeMembers: 3 }).amount,
    ).toBe(1.23);
  });

  it('never pays more than the rate of its base, nor less than a cent below it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100),
        fc.integer({ min: 0, max: 1000 }).map((permille) => permille / 1000),
        (validBet, rate) => {
          const { amount } = salaryOf(
            'daily',
            { rate, dailyBetAmount: 0, activeMembers: 0 },
            {
              validBet,
              profitLoss: 0,
              activeMembers: 0,
            },
          );
          expect(amount).toBeLessThanOrEqual(validBet * rate + 1e-6);
          expect(amount).toBeGreaterThan(validBet * rate - 0.01 - 1e-6);
        },
      ),
    );
  });
});
