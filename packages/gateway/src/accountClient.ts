import type { CallOptions, CoreGatewayClient as GatewayClient } from './client.ts';
import type { EndpointOutput } from './endpoints.ts';
import type {
  ForgotPasswordEmailRequest,
  FreePlayRequest,
  RegisterMobileRequest,
  RegisterRequest,
  RegisterSmsRequest,
  ResetPasswordByPhoneRequest,
  SetMemberIconRequest,
} from './schemas/account.ts';

/** `client.account`: the account calls of spec §7 (none is ever retried except the member icon GET). */
export interface AccountCalls {
  /** GET /wps/system/setting/register: the register fields and validation rules (§5). */
  registerSettings(options?: CallOptions): Promise<EndpointOutput<'registerSettings'>>;
  /** PUT /wps/member/register (encrypted). Resolves to `{ token?, account?, … }` (§4: on success it logs in). */
  register(body: RegisterRequest, options?: CallOptions): Promise<EndpointOutput<'register'>>;
  /** PUT /wps/member/register/mobile (encrypted); registerMethod WEB is filled in. */
  registerMobile(
    body: RegisterMobileRequest,
    options?: CallOptions,
  ): Promise<EndpointOutput<'registerMobile'>>;
  /** POST /wps/verification/sms/register: `{ expiredMinutes? }` for the countdown. */
  registerSms(body: RegisterSmsRequest, options?: CallOptions): Promise<EndpointOutput<'registerSms'>>;
  /** POST /wps/session/login/freeplay (encrypted): a trial session token. */
  freePlay(body: FreePlayRequest, options?: CallOptions): Promise<EndpointOutput<'freePlayLogin'>>;
  /** POST /wps/member/password/email. Resolves to undefined ('been out' confirmation). */
  forgotPasswordByEmail(
    body: ForgotPasswordEmailRequest,
    options?: CallOptions,
  ): Promise<EndpointOutput<'forgotPasswordByEmail'>>;
  /** POST /wps/member/password/verification (encrypted): `{ token?, account? }` for the automatic login. */
  resetPasswordByPhone(
    body: ResetPasswordByPhoneRequest,
    options?: CallOptions,
  ): Promise<EndpointOutput<'resetPasswordByPhone'>>;
  /** GET /wps/member/info/icon (token): `{ icon?, options }`, the chosen icon and the ones to choose from. */
  memberIcon(options?: CallOptions): Promise<EndpointOutput<'memberIcon'>>;
  /** POST /wps/member/info/icon (reading, token, never retried): `{ icon }`, the chosen option's id. */
  setMemberIcon(body: SetMemberIconRequest, options?: CallOptions): Promise<EndpointOutput<'setMemberIcon'>>;
}

export function accountCalls(call: GatewayClient['call']): AccountCalls {
  return {
    registerSettings: (o) => call('registerSettings', undefined, o),
    register: (body, o) => call('register', body, o),
    registerMobile: (body, o) => call('registerMobile', body, o),
    registerSms: (body, o) => call('registerSms', body, o),
    freePlay: (body, o) => call('freePlayLogin', body, o),
    forgotPasswordByEmail: (body, o) => call('forgotPasswordByEmail', body, o),
    resetPasswordByPhone: (body, o) => call('resetPasswordByPhone', body, o),
    memberIcon: (o) => call('memberIcon', undefined, o),
    setMemberIcon: (body, o) => call('setMemberIcon', body, o),
  };
}
