import { define } from './coreEndpoints.ts';
import {
  AffiliateSchema,
  FeedbackRequestSchema,
  FeedbackSettingsSchema,
  SecurityInfoSchema,
  UnreadAnswerSchema,
  WithdrawPasswordRequestSchema,
} from './schemas/accountPages.ts';
import {
  AuthenticatorBindingSchema,
  TwoStepConfirmRequestSchema,
  TwoStepDisableRequestSchema,
  TwoStepSmsSentSchema,
  TwoStepStatusSchema,
} from './schemas/twoStep.ts';

// The referral, feedback and security-centre rows of the endpoint table (spec §7 System), spread into `endpoints`.

export const accountPagesEndpoints = {
  affiliate: define({
    method: 'GET',
    path: '/wps/agent/affiliate',
    auth: true,
    encrypted: false,
    retry: true,
    request: undefined,
    response: AffiliateSchema,
  }),
  // Reading: the spec shows no call for the §5 word bounds; this one is in the style of /wps/system/setting/register.
  feedbackSettings: define({
    method: 'GET',
    path: '/wps/feedback/setting',
    auth: false,
    encrypted: false,
    retry: true,
    request: undefined,
    response: FeedbackSettingsSchema,
  }),
  // Open to visitors too (§2 names Feedback among the public areas); the token goes along when there is one.
  feedback: define({
    method: 'PUT',
    path: '/wps/feedback',
    auth: false,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    request: FeedbackRequestSchema,
    response: UnreadAnswerSchema,
  }),
  securityInfo: define({
    method: 'GET',
    path: '/wps/member/info/security',
    auth: true,
    encrypted: false,
    retry: true,
    request: undefined,
    response: SecurityInfoSchema,
  }),
  withdrawPassword: define({
    method: 'POST',
    path: '/wps/member/password/withdraw',
    auth: true,
    encrypted: true,
    retry: false,
    emptyBodyOk: true,
    request: WithdrawPasswordRequestSchema,
    response: UnreadAnswerSchema,
  }),
  // Readings (issue 23 item 5, two-step verification): the spec names no call; relay paths in the style of §7 MCS2_.
  twoStepStatus: define({
    method: 'GET',
    path: '/wps/relay/MCS2_getTwoStepStatus',
    auth: true,
    encrypted: false,
    retry: true,
    request: undefined,
    response: TwoStepStatusSchema,
  }),
  bindAuthenticator: define({
    method: 'POST',
    path: '/wps/relay/MCS2_bindAuthenticator',
    auth: true,
    encrypted: false,
    retry: false,
    request: undefined,
    response: AuthenticatorBindingSchema,
  }),
  // Texts a code to the member's registered mobile: turning two-step on or off by SMS, and at login and withdrawal.
  sendTwoStepSms: define({
    method: 'POST',
    path: '/wps/relay/MCS2_sendTwoStepSms',
    auth: true,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    request: undefined,
    response: TwoStepSmsSentSchema,
  }),
  confirmTwoStep: define({
    method: 'POST',
    path: '/wps/relay/MCS2_confirmTwoStep',
    auth: true,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    request: TwoStepConfirmRequestSchema,
    response: UnreadAnswerSchema,
  }),
  disableTwoStep: define({
    method: 'POST',
    path: '/wps/relay/MCS2_disableTwoStep',
    auth: true,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    request: TwoStepDisableRequestSchema,
    response: UnreadAnswerSchema,
  }),
} as const;
