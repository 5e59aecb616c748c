import { define } from './coreEndpoints.ts';
import { UnreadAnswerSchema } from './schemas/accountPages.ts';
import { RealityCheckRequestSchema, SessionSummarySchema } from './schemas/sessionSummary.ts';

// Readings (issue 26 items 3 and 4, the session clock and the reality check): the spec names no call for them; relay
// paths in the style of §7 MCS2_, spread into `endpoints`.

export const sessionSummaryEndpoints = {
  sessionSummary: define({
    method: 'GET',
    path: '/wps/relay/MCS2_getSessionSummary',
    auth: true,
    encrypted: false,
    retry: true,
    request: undefined,
    response: SessionSummarySchema,
  }),
  setRealityCheck: define({
    method: 'POST',
    path: '/wps/relay/MCS2_setRealityCheck',
    auth: true,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    request: RealityCheckRequestSchema,
    response: UnreadAnswerSchema,
  }),
} as const;
