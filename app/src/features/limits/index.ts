import { memberPath } from '../../paths.ts';

// The limits centre loads with the member centre, as its own chunk.
export const limitsPages = {
  playerLimits: () =>
    import('./LimitsCentrePage.tsx').then((module) => ({ default: module.LimitsCentrePage })),
};

// The cashier reads the limits already set, to refuse a deposit beyond one before sending it (issue 26 item 2).
// Registration sets the limits Brazil's rules make mandatory; the cashier and the game page wait for them.
export { playerLimitsCallsAtom, playerLimitsQuery, setPlayerLimit } from './api.ts';
export { useMissingMandatoryLimits } from './useMissingMandatoryLimits.ts';

/** The limits centre at the loss limits: where a missing mandatory limit is set. */
export const MANDATORY_LIMITS_HREF = `${memberPath('playerLimits')}?kind=loss`;
