import type * as v from 'valibot';
import {
  ChangePasswordRequestSchema,
  ChangePasswordResultSchema,
  MemberInfoSchema,
} from './schemas/member.ts';
import {
  CaptchaSchema,
  LoginRequestSchema,
  LoginResultSchema,
  LogoutResultSchema,
  SmsCodeResultSchema,
  SmsNoLoginRequestSchema,
} from './schemas/session.ts';
import {
  DomainRouteSchema,
  PermissionInfoSchema,
  SystemStatusSchema,
  WhiteLabelSchema,
} from './schemas/system.ts';
import { WalletBalanceSchema } from './schemas/wallet.ts';

/** White-label module ids sent in `X-Mod-Id` (spec §7: "calls go through a gateway tagged with a modID"). */
export const MOD_IDS = {
  system: 'SYSTEM',
  session: 'SESSION',
  member: 'MEMBER',
  wallet: 'WALLET',
  captcha: 'CAPTCHA',
  verification: 'VERIFICATION',
  game: 'GAME',
  lottery: 'LOTTERY',
  content: 'CONTENT',
  chat: 'CHAT',
  points: 'POINTS',
} as const;
export type ModId = (typeof MOD_IDS)[keyof typeof MOD_IDS];

export const MOD_ID_HEADER = 'X-Mod-Id';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDefinition<
  TRequest extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  TResponse extends v.GenericSchema = v.GenericSchema,
> {
  method: HttpMethod;
  /** Path exactly as spec §7 (overridable per client with `endpointOverrides`). */
  path: string;
  modId: ModId;
  /** The spec marks the call "(token)". The token is sent whenever one exists, regardless. */
  auth: boolean;
  /** Body goes through the client's Encryptor. */
  encrypted: boolean;
  /** Safe to retry automatically on network failure / 5xx (idempotent GETs only; never captcha, login, SMS, money). */
  retry: boolean;
  /** A 2xx with an empty body counts as success (value undefined). */
  emptyBodyOk?: boolean;
  /** A 401 that carries a `success:false` envelope is a rejection (bad credentials), not an expired session. */
  unauthorizedIsRejection?: boolean;
  /** Where the request goes: 'query' (default for GET) or 'body' (default otherwise). */
  requestIn?: 'query' | 'body';
  request: TRequest;
  response: TResponse;
}

export function define<TRequest extends v.GenericSchema | undefined, TResponse extends v.GenericSchema>(
  definition: EndpointDefinition<TRequest, TResponse>,
): EndpointDefinition<TRequest, TResponse> {
  return definition;
}

/**
 * The endpoints every page needs from the start (system, captcha, session, member, wallet). Feature tables
 * (./accountEndpoints.ts, ./lobbyEndpoints.ts) join them in ./endpoints.ts; keeping this table apart lets the
 * site's entry chunk carry only these schemas.
 */
export const coreEndpoints = {
  systemStatus: define({
    method: 'GET',
    path: '/wps/system/status',
    modId: MOD_IDS.system,
    auth: false,
    encrypted: false,
    retry: true,
    request: undefined,
    response: SystemStatusSchema,
  }),
  whiteLabel: define({
    method: 'GET',
    path: '/wps/system/whitelabel',
    modId: MOD_IDS.system,
    auth: false,
    encrypted: false,
    retry: true,
    request: undefined,
    response: WhiteLabelSchema,
  }),
  permission: define({
    method: 'GET',
    // Not shown by the spec ("The permission call is GET; its path is not shown"): overridable.
    path: '/wps/system/permission',
    modId: MOD_IDS.system,
    auth: false,
    encrypted: false,
    retry: true,
    request: undefined,
    response: PermissionInfoSchema,
  }),
  domainRoute: define({
    method: 'GET',
    path: '/wps/system/domainRoute',
    modId: MOD_IDS.system,
    auth: false,
    encrypted: false,
    retry: true,
    request: undefined,
    response: DomainRouteSchema,
  }),
  captcha: define({
    method: 'GET',
    path: '/wps/captcha',
    modId: MOD_IDS.captcha,
    auth: false,
    encrypted: false,
    retry: false,
    request: undefined,
    response: CaptchaSchema,
  }),
  login: define({
    method: 'POST',
    path: '/wps/session/login',
    modId: MOD_IDS.session,
    auth: false,
    encrypted: true,
    retry: false,
    unauthorizedIsRejection: true,
    request: LoginRequestSchema,
    response: LoginResultSchema,
  }),
  smsNoLogin: define({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    modId: MOD_IDS.verification,
    auth: false,
    encrypted: false,
    retry: false,
    request: SmsNoLoginRequestSchema,
    response: SmsCodeResultSchema,
  }),
  memberInfo: define({
    method: 'GET',
    path: '/wps/member/info',
    modId: MOD_IDS.member,
    auth: true,
    encrypted: false,
    retry: true,
    request: undefined,
    response: MemberInfoSchema,
  }),
  changePassword: define({
    method: 'POST',
    path: '/wps/member/password',
    modId: MOD_IDS.member,
    auth: true,
    encrypted: true,
    retry: false,
    request: ChangePasswordRequestSchema,
    response: ChangePasswordResultSchema,
  }),
  logout: define({
    method: 'DELETE',
    path: '/wps/session/logout',
    modId: MOD_IDS.session,
    auth: true,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    request: undefined,
    response: LogoutResultSchema,
  }),
  balance: define({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    modId: MOD_IDS.wallet,
    auth: true,
    encrypted: false,
    retry: true,
    request: undefined,
    response: WalletBalanceSchema,
  }),
} as const;
