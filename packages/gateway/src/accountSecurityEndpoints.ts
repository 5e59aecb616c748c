import { define } from './coreEndpoints.ts';
import { UnreadAnswerSchema } from './schemas/accountPages.ts';
import {
  ActiveSessionsSchema,
  EndSessionRequestSchema,
  LoginHistorySchema,
  PersonalDataSchema,
} from './schemas/accountSecurity.ts';

// The security centre's login history, active sessions and personal data (issue 23 item 5). The spec names none of
// these calls: the session ones are readings in its relay style (MCS2_, the member service), the personal data one
// sits beside /wps/member/info like /wps/member/info/security; each overridable with `endpointOverrides`
// (`/config.json` `endpoints`). Ending a session is never retried.

const RELAY = '/wps/relay';

export const accountSecurityEndpoints = {
  loginHistory: define({
    method: 'GET',
    path: `${RELAY}/MCS2_getLoginHistory`,
    auth: true,
    encrypted: false,
    retry: true,
    request: undefined,
    response: LoginHistorySchema,
  }),
  activeSessions: define({
    method: 'GET',
    path: `${RELAY}/MCS2_getActiveSessions`,
    auth: true,
    encrypted: false,
    retry: true,
    request: undefined,
    response: ActiveSessionsSchema,
  }),
  endSession: define({
    method: 'POST',
    path: `${RELAY}/MCS2_endSession`,
    auth: true,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    request: EndSessionRequestSchema,
    response: UnreadAnswerSchema,
  }),
  endOtherSessions: define({
    method: 'POST',
    path: `${RELAY}/MCS2_endOtherSessions`,
    auth: true,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    request: undefined,
    response: UnreadAnswerSchema,
  }),
  personalData: define({
    method: 'GET',
    path: '/wps/member/info/personal',
    auth: true,
    encrypted: false,
    retry: true,
    request: undefined,
    response: PersonalDataSchema,
  }),
} as const;
