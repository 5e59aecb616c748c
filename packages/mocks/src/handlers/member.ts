import { endpoints } from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import type { MockAccount } from '../fixtures/mockAccount.ts';
import {
  bearerToken,
  endpointHandler,
  type HandlerContext,
  ok,
  readPayload,
  reject,
  unauthorized,
} from './respond.ts';

/** Server messages of the change-password call (data, not UI copy). */
export const CHANGE_PASSWORD_MESSAGES = {
  oldPasswordWrong: 'Old password is incorrect',
  confirmationMismatch: 'Confirmation password is not correct.',
  sameAsOld: 'The new password must be different from the old password',
  badFormat: 'Password format is incorrect',
} as const;

/** The mock server's rule for a new password: 6–20 characters with at least one letter and one digit. */
export const NEW_PASSWORD_RULE = { minLength: 6, maxLength: 20 } as const;

export function newPasswordFormatOk(password: string): boolean {
  return (
    password.length >= NEW_PASSWORD_RULE.minLength &&
    password.length <= NEW_PASSWORD_RULE.maxLength &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password)
  );
}

/** The wire form of §3 member info. */
export function memberInfoView(account: MockAccount) {
  return {
    id: account.id,
    account: account.account,
    nickname: account.nickname,
    type: account.type,
    ...(account.clubLabel === undefined ? {} : { clubLabel: account.clubLabel }),
  };
}

export function memberHandlers(ctx: HandlerContext): HttpHandler[] {
  return [
    endpointHandler(ctx, 'memberInfo', ({ request }) => {
      const account = ctx.db.accountForToken(bearerToken(request));
      return account ? ok(memberInfoView(account)) : unauthorized();
    }),

    endpointHandler(ctx, 'changePassword', async ({ request }) => {
      const account = ctx.db.accountForToken(bearerToken(request));
      if (!account) return unauthorized();
      const payload = await readPayload(ctx, request, endpoints.changePassword.request);
      if (!payload.ok) return payload.response;
      const { oldPassword, newPassword, confirmNewPassword } = payload.data;
      if (oldPassword !== account.password) return reject(CHANGE_PASSWORD_MESSAGES.oldPasswordWrong);
      if (newPassword !== confirmNewPassword) return reject(CHANGE_PASSWORD_MESSAGES.confirmationMismatch);
      if (newPassword === account.password) return reject(CHANGE_PASSWORD_MESSAGES.sameAsOld);
      if (!newPasswordFormatOk(newPassword)) return reject(CHANGE_PASSWORD_MESSAGES.badFormat);
      ctx.db.changePassword(account, newPassword);
      return ok(null);
    }),
  ];
}
