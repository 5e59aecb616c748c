import { define } from './coreEndpoints.ts';
import { UnreadAnswerSchema } from './schemas/accountPages.ts';
import {
  LimitChangeRequestSchema,
  LimitPendingRequestSchema,
  PlayerLimitsSchema,
} from './schemas/playerLimits.ts';

// Readings (issue 26 item 2, the limits centre): the spec names no call for a player's limits; relay paths in the
// style of §7 MCS2_, spread into `endpoints`.

export const playerLimitsEndpoints = {
  limits: define({
    method: 'GET',
    path: '/wps/relay/MCS2_getLimits',
    auth: true,
    encrypted: false,
    retry: true,
    request: undefined,
    response: PlayerLimitsSchema,
  }),
  setLimit: define({
    method: 'POST',
    path: '/wps/relay/MCS2_setLimit',
    auth: true,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    request: LimitChangeRequestSchema,
    response: UnreadAnswerSchema,
  }),
  confirmLimit: define({
    method: 'POST',
    path: '/wps/relay/MCS2_confirmLimit',
    auth: true,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    request: LimitPendingRequestSchema,
    response: UnreadAnswerSchema,
  }),
  cancelLimitChange: define({
    method: 'POST',
    path: '/wps/relay/MCS2_cancelLimitChange',
    auth: true,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    request: LimitPendingRequestSchema,
    response: UnreadAnswerSchema,
  }),
} as const;
