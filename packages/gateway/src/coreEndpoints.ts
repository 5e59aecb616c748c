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

/**
 * `X-Mod-Id` (spec §7 "Calls go through a gateway tagged with a modID"): reading: the modId of the white-label
 * module (§3 Permission info "white-label module tree (modId, enabled, childrenNodes)", §6 switches) that governs
 * the call, where one does (registration by mobile MOBILENUMREG3, free play FREEPLAY3, the point mall PTSYS3 …).
 * The other calls carry none unless the client's `modIds` option (`/config.json` `modIds`) names one, per endpoint
 * or as `default`.
 */
export const MOD_ID_HEADER = 'X-Mod-Id';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDefinition<
  TRequest extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  TResponse extends v.GenericSchema = v.GenericSchema,
> {
  method: HttpMethod;
  /** Path exactly as spec §7 (overridable per client with `endpointOverrides`). */
  path: string;
  /** The governing white-label module's modId, sent as `X-Mod-Id` (none: the header is left out). */
  modId?: string;
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
  /**
   * Where the request goes: 'query' (default for GET), 'body' (JSON, default otherwise) or 'multipart'
   * (multipart/form-data: each field a text part, each Blob a file part; never encrypted).
   */
  requestIn?: 'query' | 'body' | 'multipart';
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
    auth: false,
    encrypted: false,
    retry: true,
    request: undefined,
    response: SystemStatusSchema,
  }),
  whiteLabel: define({
    method: 'GET',
    path: '/wps/system/whitelabel',
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
    auth: false,
    encrypted: false,
    retry: true,
    request: undefined,
    response: PermissionInfoSchema,
  }),
  domainRoute: define({
    method: 'GET',
    path: '/wps/system/domainRoute',
    auth: false,
    encrypted: false,
    retry: true,
    request: undefined,
    response: DomainRouteSchema,
  }),
  captcha: define({
    method: 'GET',
    path: '/wps/captcha',
    auth: false,
    encrypted: false,
    retry: false,
    request: undefined,
    response: CaptchaSchema,
  }),
  login: define({
    method: 'POST',
    path: '/wps/session/login',
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
    modId: 'MOBILEVERCODELOGIN3',
    auth: false,
    encrypted: false,
    retry: false,
    request: SmsNoLoginRequestSchema,
    response: SmsCodeResultSchema,
  }),
  memberInfo: define({
    method: 'GET',
    path: '/wps/member/info',
    auth: true,
    encrypted: false,
    retry: true,
    request: undefined,
    response: MemberInfoSchema,
  }),
  changePassword: define({
    method: 'POST',
    path: '/wps/member/password',
    auth: true,
    encrypted: true,
    retry: false,
    request: ChangePasswordRequestSchema,
    response: ChangePasswordResultSchema,
  }),
  logout: define({
    method: 'DELETE',
    path: '/wps/session/logout',
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
    auth: true,
    encrypted: false,
    retry: true,
    request: undefined,
    response: WalletBalanceSchema,
  }),
} as const;
