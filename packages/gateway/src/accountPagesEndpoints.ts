import { define } from './coreEndpoints.ts';
import {
  AffiliateSchema,
  FeedbackRequestSchema,
  FeedbackResultSchema,
  FeedbackSettingsSchema,
} from './schemas/accountPages.ts';

// The referral and feedback rows of the endpoint table (spec §7 System), spread into `endpoints`.

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
    response: FeedbackResultSchema,
  }),
} as const;
