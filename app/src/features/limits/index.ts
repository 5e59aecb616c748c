// The limits centre loads with the member centre, as its own chunk.
export const limitsPages = {
  playerLimits: () =>
    import('./LimitsCentrePage.tsx').then((module) => ({ default: module.LimitsCentrePage })),
};

// The cashier reads the limits already set, to refuse a deposit beyond one before sending it (issue 26 item 2).
export { playerLimitsCallsAtom, playerLimitsQuery } from './api.ts';
