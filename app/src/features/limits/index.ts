// The limits centre loads with the member centre, as its own chunk.
export const limitsPages = {
  playerLimits: () =>
    import('./LimitsCentrePage.tsx').then((module) => ({ default: module.LimitsCentrePage })),
};
