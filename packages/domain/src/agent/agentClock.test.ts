import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGENT_CLOCK_REFRESH_MS } from '../constants.ts';
import { agentClockReading, msToNextTick, zoneOffset } from './agentClock.ts';

// 2026-11-26T00:30:15Z is still the 25th in São Paulo (UTC-3).
const NOW = Date.UTC(2026, 10, 26, 0, 30, 15);

describe('§9 agent clock in the platform time zone', () => {
  it('shows São Paulo time, not UTC, with the zone named in the locale', () => {
    const pt = agentClockReading(NOW, 'pt-BR');
    expect(pt.dateTime).toBe('2026-11-25T21:30:15-03:00');
    expect(pt.time).toBe('21:30:15');
    expect(pt.date).toContain('25');
    expect(pt.zone).toMatch(/Brasília/);
    expect(agentClockReading(NOW, 'en').zone).toMatch(/Brasilia/);
  });

  it('has a short date and zone for a narrow bar (issue 23 defect 9: the long ones wrapped on a phone)', () => {
    const pt = agentClockReading(NOW, 'pt-BR');
    expect(pt.shortDate).toBe('25/11/2026');
    expect(pt.shortZone).toBe('GMT-3');
    expect(agentClockReading(NOW, 'en').shortZone).toBe('GMT-3');
  });

  it('follows another zone when given', () => {
    expect(agentClockReading(NOW, 'en', 'UTC').dateTime).toBe('2026-11-26T00:30:15+00:00');
    expect(zoneOffset(NOW, 'Asia/Kolkata')).toBe('+05:30');
  });

  it('the dateTime is an instant equal to the one given (to the second)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const { dateTime } = agentClockReading(ms, 'pt-BR');
        expect(Date.parse(dateTime)).toBe(Math.floor(ms / 1000) * 1000);
      }),
    );
  });

  it('ticks on the next whole second, refresh 1 s', () => {
    expect(AGENT_CLOCK_REFRESH_MS).toBe(1000);
    expect(msToNextTick(NOW + 250, AGENT_CLOCK_REFRESH_MS)).toBe(750);
    expect(msToNextTick(NOW, AGENT_CLOCK_REFRESH_MS)).toBe(1000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const wait = msToNextTick(ms, 1000);
        expect(wait).toBeGreaterThan(0);
        expect((ms + wait) % 1000).toBe(0);
      }),
    );
  });
});
