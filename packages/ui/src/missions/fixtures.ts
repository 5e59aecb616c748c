import type { LeaderboardEntry, Mission } from '@sorte/domain';
import { leaderboardFixtures, missionFixtures } from '@sorte/mocks/fixtures';

// Story fixtures for the missions: the simulated gateway's missions and leaderboard, mapped into the component's
// props. Used only by stories.

export const storyMissionsNow = Date.parse('2026-11-26T00:00:00Z');

export const storyMissions: readonly Mission[] = missionFixtures(storyMissionsNow).map((mission) => ({
  id: mission.id,
  title: mission.missionName,
  progress: mission.current,
  target: mission.goal,
  reward: mission.rewardAmount,
  claimed: mission.claimed,
  endsAt: new Date(mission.endTime).toISOString(),
}));

export const storyLeaderboard: readonly LeaderboardEntry[] = leaderboardFixtures('jogador01').map((row) => ({
  rank: row.ranking,
  name: row.customerName,
  score: row.points,
  ...(row.isSelf ? { isSelf: true } : {}),
}));
