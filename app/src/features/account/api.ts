import {
  type AccountCalls,
  accountCalls,
  accountEndpoints,
  type CoreGatewayClient,
  type MemberIcon,
} from '@sorte/gateway';
import { queryOptions } from '@tanstack/react-query';
import { atom } from 'jotai';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';

/**
 * Register, registration SMS, free play and password recovery (spec §7), over the entry's gateway client (same
 * token, language and fetch). Their schemas load with the popups that use them, not with the entry.
 */
export const accountCallsAtom = atom<AccountCalls>((get) =>
  accountCalls(get(requiredGatewayAtom).withEndpoints(accountEndpoints).call),
);

/** GET /wps/member/info/icon (session-scoped): the chosen avatar and the options, for the dropdown and the security centre. */
export const memberIconQuery = (calls: AccountCalls, token: string | null) =>
  queryOptions({
    queryKey: ['session', token, 'memberIcon'] as const,
    queryFn: ({ signal }) => calls.memberIcon({ signal }),
    enabled: token !== null,
  });

/** The chosen option, whether the gateway names the chosen icon by its URL or by its id. */
export function chosenMemberIcon(data: MemberIcon | undefined): { id?: string; url?: string } {
  if (!data?.icon) return {};
  const option = data.options.find(({ id, url }) => url === data.icon || id === data.icon);
  return option ?? { url: data.icon };
}

/** Sets the chosen avatar (the same path as the member icon, a reading); never retried. */
export const setMemberIcon = (calls: AccountCalls, id: string) => calls.setMemberIcon({ icon: id });

/**
 * The register settings (spec §5, §7): the fields a registration takes and their rules, the password's among them.
 * One answer per page load, shared by the register popup, the agent's downline registration and the change-password
 * hint; not retried: without them (a failed call) each form applies the built-in rules.
 */
export const registerSettingsQuery = (calls: AccountCalls) =>
  queryOptions({
    queryKey: ['register-settings'] as const,
    queryFn: ({ signal }) => calls.registerSettings({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** §7 SMS code without login (login by mobile, forgot password): POST /wps/verification/sms/noLogin. */
export const sendNoLoginSms = (
  gateway: CoreGatewayClient,
  body: Parameters<CoreGatewayClient['verification']['smsNoLogin']>[0],
) => gateway.verification.smsNoLogin(body);

/** §7 PUT /wps/member/register (encrypted). */
export const register = (calls: AccountCalls, body: Parameters<AccountCalls['register']>[0]) =>
  calls.register(body);

/** §7 PUT /wps/member/register/mobile (encrypted). */
export const registerMobile = (calls: AccountCalls, body: Parameters<AccountCalls['registerMobile']>[0]) =>
  calls.registerMobile(body);

/** §7 registration SMS: POST /wps/verification/sms/register. */
export const sendRegisterSms = (calls: AccountCalls, body: Parameters<AccountCalls['registerSms']>[0]) =>
  calls.registerSms(body);

/** §7 forgot password by e-mail: POST /wps/member/password/email. */
export const forgotPasswordByEmail = (
  calls: AccountCalls,
  body: Parameters<AccountCalls['forgotPasswordByEmail']>[0],
) => calls.forgotPasswordByEmail(body);

/** §7 set password by phone: POST /wps/member/password/verification (encrypted). */
export const resetPasswordByPhone = (
  calls: AccountCalls,
  body: Parameters<AccountCalls['resetPasswordByPhone']>[0],
) => calls.resetPasswordByPhone(body);
