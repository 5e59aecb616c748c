import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leaderboardSections, type Mission, missionFraction, missionState } from './missions.ts';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const mission = (over: Partial<Mission>): Mission => ({
  id: 'm',
  title: 'M',
  progress: 0,
  target: 10,
  reward: 5,
  claimed: false,
  ...over,
});

describe('§7 Lottery missions (MCSFE_getMissionSummaryDetails): progress and claiming', () => {
  it('progress is a fraction between 0 and 1 for any numbers', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (progress, target) => {
        const fraction = missionFraction({ progress, target });
        expect(fraction).toBeGreaterThanOrEqual(0);
        expect(fraction).toBeLessThanOrEqual(1);
      }),
    );
    expect(missionFraction({ progress: 3, target: 12 })).toBe(0.25);
  });

  it('is claimable once the target is reached, until claimed or over', () => {
    expect(missionState(mission({ progress: 4 }), NOW)).toBe('inProgress');
    expect(missionState(mission({ progress: 10 }), NOW)).toBe('claimable');
    expect(missionState(mission({ progress: 12, claimed: true }), NOW)).toBe('claimed');
    expect(missionState(mission({ progress: 10, endsAt: '2026-11-19T00:00:00Z' }), NOW)).toBe('expired');
    expect(missionState(mission({ progress: 1, endsAt: '2026-11-21T00:00:00Z' }), NOW)).toBe('inProgress');
  });
});

describe('MCSFE_getMissionLeaderboard: the top 3 set apart (§9)', () => {
  it('orders by rank and splits the podium from the rest', () => {
    const entries = [4, 2, 1, 5, 3].map((rank) => ({ rank, name: `p${rank}`, score: 100 - rank }));
    const { podium, rest } = leaderboardSections(entries);
    expect(podium.map((e) => e.rank)).toEqual([1, 2, 3]);
    expect(rest.map((e) => e.rank)).toEqual([4, 5]);
    expect(leaderboardSections(entries.slice(0, 2)).rest).toEqual([]);
  });
});
