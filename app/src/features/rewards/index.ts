// The reward centre, missions and messages load with the member centre, each as its own chunk.
export const rewardsPages = {
  rewardCenter: () =>
    import('./RewardCentrePage.tsx').then((module) => ({ default: module.RewardCentrePage })),
  missionLeaderboard: () => import('./MissionsPage.tsx').then((module) => ({ default: module.MissionsPage })),
  messageV2: () => import('./MessagesPage.tsx').then((module) => ({ default: module.MessagesPage })),
};
