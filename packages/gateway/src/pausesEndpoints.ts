import { define } from './coreEndpoints.ts';
import { UnreadAnswerSchema } from './schemas/accountPages.ts';
import { PauseStatusSchema, SelfExcludeRequestSchema, TakeBreakRequestSchema } from './schemas/pauses.ts';

// Readings (issue 26 item 5, take a break and self-exclusion): the spec names no call for a pause; relay paths in the
// style of §7 MCS2_, spread into `endpoints`.

export const pausesEndpoints = {
  pauseStatus: define({
    method: 'GET',
    path: '/wps/relay/MCS2_getPause',
    auth: true,
    encrypted: false,
    retry: true,
    emptyBodyOk: true,
    request: undefined,
    response: PauseStatusSchema,
  }),
  takeBreak: define({
    method: 'POST',
    path: '/wps/relay/MCS2_takeBreak',
    auth: true,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    request: TakeBreakRequestSchema,
    response: UnreadAnswerSchema,
  }),
  selfExclude: define({
    method: 'POST',
    path: '/wps/relay/MCS2_selfExclude',
    auth: true,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    request: SelfExcludeRequestSchema,
    response: UnreadAnswerSchema,
  }),
} as const;
