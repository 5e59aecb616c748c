import { define } from './coreEndpoints.ts';
import {
  AccountSessionResultSchema,
  ForgotPasswordEmailRequestSchema,
  ForgotPasswordEmailResultSchema,
  FreePlayRequestSchema,
  FreePlayResultSchema,
  MemberIconSchema,
  RegisterMobileRequestSchema,
  RegisterRequestSchema,
  RegisterSmsRequestSchema,
  ResetPasswordByPhoneRequestSchema,
  SetMemberIconRequestSchema,
} from './schemas/account.ts';
import { UnreadAnswerSchema } from './schemas/accountPages.ts';
import { RegisterSettingsSchema } from './schemas/registerSettings.ts';
import { SmsCodeResultSchema } from './schemas/session.ts';

// The account rows of the endpoint table (spec §7 Session and member), spread into `endpoints`.

export const accountEndpoints = {
  // §7 System, needed only by the registration popup: its schema loads with it.
  registerSettings: define({
    method: 'GET',
    path: '/wps/system/setting/register',
    auth: false,
    encrypted: false,
    retry: true,
    request: undefined,
    response: RegisterSettingsSchema,
  }),
  register: define({
    method: 'PUT',
    path: '/wps/member/register',
    auth: false,
    encrypted: true,
    retry: false,
    request: RegisterRequestSchema,
    response: AccountSessionResultSchema,
  }),
  registerMobile: define({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    modId: 'MOBILENUMREG3',
    auth: false,
    encrypted: true,
    retry: false,
    request: RegisterMobileRequestSchema,
    response: AccountSessionResultSchema,
  }),
  registerSms: define({
    method: 'POST',
    path: '/wps/verification/sms/register',
    modId: 'REGMOBVERF3',
    auth: false,
    encrypted: false,
    retry: false,
    request: RegisterSmsRequestSchema,
    response: SmsCodeResultSchema,
  }),
  freePlayLogin: define({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    modId: 'FREEPLAY3',
    auth: false,
    encrypted: true,
    retry: false,
    request: FreePlayRequestSchema,
    response: FreePlayResultSchema,
  }),
  forgotPasswordByEmail: define({
    method: 'POST',
    path: '/wps/member/password/email',
    auth: false,
    encrypted: false,
    retry: false,
    request: ForgotPasswordEmailRequestSchema,
    response: ForgotPasswordEmailResultSchema,
  }),
  resetPasswordByPhone: define({
    method: 'POST',
    path: '/wps/member/password/verification',
    modId: 'CHNGPASSVERIF3',
    auth: false,
    encrypted: true,
    retry: false,
    request: ResetPasswordByPhoneRequestSchema,
    response: AccountSessionResultSchema,
  }),
  memberIcon: define({
    method: 'GET',
    path: '/wps/member/info/icon',
    auth: true,
    encrypted: false,
    retry: true,
    request: undefined,
    response: MemberIconSchema,
  }),
  // Reading: the same path, POST `{ icon }` with the chosen option's id (§7 names the path only).
  setMemberIcon: define({
    method: 'POST',
    path: '/wps/member/info/icon',
    auth: true,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    request: SetMemberIconRequestSchema,
    response: UnreadAnswerSchema,
  }),
} as const;
