import type { AccountPagesCalls, AccountSecurityCalls, SecurityInfo } from '@sorte/gateway';
import { type TwoStepMethod, twoStepMethodWire } from '@sorte/gateway';
import { queryOptions } from '@tanstack/react-query';
import { offeredOrNot, unlessMissing } from '../../lib/missingCall/missingCall.ts';

// The security centre's calls (issue 24 item 6: the feature's one table of calls); the pages call these only.

/**
 * GET /wps/member/info/security (session-scoped). A reading (issue 24 item 4): without it no bound mobile or e-mail
 * is shown, and changing the withdraw password asks for the current one (the gateway decides).
 */
export const securityInfoQuery = (calls: AccountPagesCalls, token: string | null) =>
  queryOptions({
    queryKey: ['session', token, 'security'] as const,
    queryFn: ({ signal }) =>
      unlessMissing(
        () => calls.securityInfo({ signal }),
        (): SecurityInfo => ({ hasWithdrawPassword: true }),
      ),
    enabled: token !== null,
  });

/** Sets or changes the withdraw password (a reading); the current one only when one is set. */
export const saveWithdrawPassword = (
  calls: AccountPagesCalls,
  hasWithdrawPassword: boolean,
  {
    oldPassword,
    newPassword,
    confirmPassword,
  }: { oldPassword: string; newPassword: string; confirmPassword: string },
) =>
  calls.setWithdrawPassword({
    ...(hasWithdrawPassword ? { oldWithdrawPassword: oldPassword } : {}),
    newWithdrawPassword: newPassword,
    confirmWithdrawPassword: confirmPassword,
  });

/** The login history changes whenever this account logs in: read afresh each time the page opens. */
export const loginHistoryKey = (token: string | null) => ['session', token, 'login-history'] as const;

/** GET MCS2_getLoginHistory, a reading: NOT_OFFERED without it. */
export const loginHistoryQuery = (calls: AccountSecurityCalls, token: string | null) =>
  queryOptions({
    queryKey: loginHistoryKey(token),
    queryFn: ({ signal }) => offeredOrNot(() => calls.loginHistory({ signal })),
    enabled: token !== null,
  });

/** GET MCS2_getActiveSessions, a reading: NOT_OFFERED without it. */
export const activeSessionsQuery = (calls: AccountSecurityCalls, token: string | null) =>
  queryOptions({
    queryKey: ['session', token, 'active-sessions'] as const,
    queryFn: ({ signal }) => offeredOrNot(() => calls.activeSessions({ signal })),
    enabled: token !== null,
  });

/** MCS2_endSession: signs one other device out (never retried). */
export const endSession = (calls: AccountSecurityCalls, sessionId: string) => calls.endSession({ sessionId });

/** MCS2_endOtherSessions: every device but this one (never retried). */
export const endOtherSessions = (calls: AccountSecurityCalls) => calls.endOtherSessions();

/** GET /wps/member/info/personal, a reading: NOT_OFFERED without it. */
export const personalDataQuery = (calls: AccountSecurityCalls, token: string | null) =>
  queryOptions({
    queryKey: ['session', token, 'personal-data'] as const,
    queryFn: ({ signal }) => offeredOrNot(() => calls.personalData({ signal })),
    enabled: token !== null,
  });

/** MCS2_bindAuthenticator: a new secret, not on until confirmed. */
export const bindAuthenticator = (calls: AccountPagesCalls) => calls.bindAuthenticator();

/** MCS2_confirmTwoStep with the method's first code, or MCS2_disableTwoStep with a current one. */
export const confirmOrDisableTwoStep = (
  calls: AccountPagesCalls,
  turningOff: boolean,
  method: TwoStepMethod,
  code: string,
) =>
  turningOff
    ? calls.disableTwoStep({ code })
    : calls.confirmTwoStep({ method: twoStepMethodWire(method), code });
