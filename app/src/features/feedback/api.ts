import type { AccountPagesCalls, FeedbackRequest } from '@sorte/gateway';
import { queryOptions } from '@tanstack/react-query';

// Feedback's calls (issue 24 item 6: the feature's one table of calls).

/** The §5 word bounds and question types (a reading); the form falls back to the defaults without them. */
export const feedbackSettingsQuery = (calls: AccountPagesCalls) =>
  queryOptions({
    queryKey: ['feedback', 'settings'] as const,
    queryFn: ({ signal }) => calls.feedbackSettings({ signal }),
    staleTime: 10 * 60_000,
  });

/** §7 PUT /wps/feedback. */
export const sendFeedback = (calls: AccountPagesCalls, request: FeedbackRequest) =>
  calls.sendFeedback(request);
