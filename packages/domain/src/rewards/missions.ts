/** A mission of MCSFE_getMissionSummaryDetails as the member centre shows it. */
export interface Mission {
  id: string;
  title: string;
  /** What the player has done so far and what the mission asks (bets, deposits, days…). */
  progress: number;
  target: number;
  reward: number;
  /** Claimed already (the reward was paid). */
  claimed: boolean;
  /** ISO time after which the mission is over, when it has one. */
  endsAt?: string;
}

export type MissionState = 'inProgress' | 'claimable' | 'claimed' | 'expired';

/** Progress as a fraction 0…1 (a target of 0 or less counts as done). */
export function missionFraction(mission: Pick<Mission, 'progress' | 'target'>): number {
  if (!(mission.target > 0)) return 1;
  const fraction = mission.progress / mission.target;
  return Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
}

/** Claimable once the target is reached, before it is claimed and before it ends (`now` in ms). */
export function missionState(mission: Mission, now: number): MissionState {
  if (mission.claimed) return 'claimed';
  const ended = mission.endsAt !== undefined && Date.parse(mission.endsAt) <= now;
  if (missionFraction(mission) >= 1) return ended ? 'expired' : 'claimable';
  return ended ? 'expired' : 'inProgress';
}

export interface LeaderboardEntry {
  rank: number;
  name: string;
  score: number;
  /** The row is the member's own. */
  isSelf?: boolean;
}

/**
 * The leaderboard in rank order (ties keep the gateway's order), the top 3 set apart like the winner board's (§9
 * "The top 3 are fixed").
 */
export function leaderboardSections<E extends LeaderboardEntry>(
  entries: readonly E[],
): { podium: E[]; rest: E[] } {
  const ranked = [...entries].sort((a, b) => a.rank - b.rank);
  return { podium: ranked.slice(0, 3), rest: ranked.slice(3) };
}
