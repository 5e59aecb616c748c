import type { EndpointName } from '@sorte/gateway';
import type { MockDb } from '../db.ts';
import { DEMO_SMS_CODE } from '../fixtures/accounts.ts';

// Bodies that succeed against a fresh db and the default scenario (for the schema round trip of
// schemas.test.ts), with the state each needs first.

export const ACCOUNT_REQUESTS: Partial<Record<EndpointName, unknown>> = {
  register: {
    username: 'novato02',
    password: 'Sorte2027',
    confirmPassword: 'Sorte2027',
    nickname: 'Novato Dois',
    countryDialingCode: '55',
    mobileNum: '11912345678',
    verificationCode: DEMO_SMS_CODE,
  },
  registerMobile: {
    countryDialingCode: '55',
    mobileNum: '11912345679',
    verificationCode: DEMO_SMS_CODE,
    password: 'Sorte2027',
    confirmPassword: 'Sorte2027',
    nickname: 'Novato Três',
    registerUrl: 'https://sorte.example/register',
  },
  registerSms: { mobileNum: '11912345670', countryDialingCode: '55', username: 'novato03' },
  freePlayLogin: { os: 'Windows', platform: 'W' },
  forgotPasswordByEmail: { username: 'jogador01', email: 'ana.souza@sorte.example' },
  resetPasswordByPhone: {
    mobileNum: '11987654321',
    countryDialingCode: '55',
    verificationCode: DEMO_SMS_CODE,
    newPassword: 'Nova2027',
  },
  setMemberIcon: { icon: '3' },
};

export const ACCOUNT_PREPARE: Partial<Record<EndpointName, (db: MockDb) => void>> = {
  register: (db) => db.sendSmsCode('55', '11912345678'),
  registerMobile: (db) => db.sendSmsCode('55', '11912345679'),
  resetPasswordByPhone: (db) => db.sendSmsCode('55', '11987654321'),
};
