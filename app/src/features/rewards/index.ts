// The reward centre, missions and messages load with the member centre, each as its own chunk.
export const rewardsPages = {
  rewardCenter: () =>
    import('./RewardCentrePage.tsx').then((module) => ({ default: module.RewardCentrePage })),
  missionLeaderboard: () => import('./MissionsPage.tsx').then((module) => ({ default: module.MissionsPage })),
  messageV2: () => import('./MessagesPage.tsx').then((module) => ({ default: module.MessagesPage })),
};
// The raffle claim as a money action, for the red envelopes too (§2 Red Envelope).
export { rewardsKeys } from './api.ts';
export { useRaffleClaim } from './useRaffleClaim.ts';
