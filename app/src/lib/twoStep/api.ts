import type { AccountPagesCalls } from '@sorte/gateway';
import { isGatewayError, TWO_STEP_REFUSAL_CODES } from '@sorte/gateway';
import { queryOptions } from '@tanstack/react-query';
import { offeredOrNot } from '../missingCall/missingCall.ts';

/**
 * GET /wps/relay/MCS2_getTwoStepStatus (session-scoped; a reading, issue 23 item 5). On a gateway without it the
 * answer is NOT_OFFERED: the security centre shows no two-step section and the withdraw form asks no code.
 */
export const twoStepStatusQuery = (calls: AccountPagesCalls, token: string | null) =>
  queryOptions({
    queryKey: ['session', token, 'two-step'] as const,
    queryFn: ({ signal }) => offeredOrNot(() => calls.twoStepStatus({ signal })),
    enabled: token !== null,
  });

/** A refusal of the two-step code itself (missing, wrong or expired): said under the code's field. */
export const isTwoStepCodeRefusal = (error: unknown) =>
  isGatewayError(error, 'rejected') && (TWO_STEP_REFUSAL_CODES as readonly unknown[]).includes(error.code);

/**
 * POST /wps/relay/MCS2_sendTwoStepSms (a reading, never retried): a code texted to the registered mobile. The resend
 * wait comes back in minutes, as the site's SMS countdown (useSmsSender) takes it.
 */
export async function sendTwoStepSms(calls: AccountPagesCalls) {
  const sent = await calls.sendTwoStepSms();
  return {
    ...(sent.maskedMobile ? { maskedMobile: sent.maskedMobile } : {}),
    ...(sent.resendInSeconds ? { expiredMinutes: sent.resendInSeconds / 60 } : {}),
  };
}
