import { countWords } from '@sorte/domain/word-count';
import { endpoints } from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import { feedbackSettingsFixture, INVITED_BEFORE } from '../fixtures/accountPages.ts';
import {
  bearerToken,
  endpointHandler,
  type HandlerContext,
  ok,
  readPayload,
  reject,
  unauthorized,
} from './respond.ts';

/** Server messages of the feedback call (data, not UI copy). */
export const WITHDRAW_PASSWORD_MESSAGES = {
  wrongOld: 'Withdraw password is incorrect',
  format: 'Withdraw password must be 6 digits',
  mismatch: 'Confirmation password is not correct.',
} as const;

export const FEEDBACK_MESSAGES = {
  wordCount: (min: number, max: number) => `Content must be between ${min} and ${max} words`,
  unknownType: 'Unknown question type',
} as const;

/** Referral (affiliate), feedback and the security centre. */
export function accountPagesHandlers(ctx: HandlerContext): HttpHandler[] {
  return [
    // The member's own code (every account has one: a fixture's, or one made from the account name), and how many
    // registered with it: the fixture's earlier friends plus this session's registrations.
    endpointHandler(ctx, 'affiliate', ({ request }) => {
      const who = ctx.db.accountForToken(bearerToken(request));
      if (!who) return unauthorized();
      const referralCode = who.referralCode ?? who.account.toUpperCase();
      const registered = ctx.db.state.accounts.filter((account) => account.referredBy === who.id).length;
      return ok({ referralCode, invitedCount: (INVITED_BEFORE[who.id] ?? 0) + registered });
    }),

    endpointHandler(ctx, 'feedbackSettings', () => ok(feedbackSettingsFixture())),

    endpointHandler(ctx, 'feedback', async ({ request }) => {
      const payload = await readPayload(ctx, request, endpoints.feedback.request);
      if (!payload.ok) return payload.response;
      const { minWords, maxWords, questionTypes } = feedbackSettingsFixture();
      const { questionType, content, contactInfo } = payload.data;
      if (!questionTypes.includes(questionType)) return reject(FEEDBACK_MESSAGES.unknownType);
      const words = countWords(content);
      if (words < minWords || words > maxWords)
        return reject(FEEDBACK_MESSAGES.wordCount(minWords, maxWords));
      const who = ctx.db.accountForToken(bearerToken(request));
      ctx.db.state.feedback = [
        { accountId: who?.id ?? null, questionType, content, contactInfo, receivedAt: ctx.db.now() },
        ...(ctx.db.state.feedback ?? []),
      ];
      return ok(null);
    }),

    endpointHandler(ctx, 'securityInfo', ({ request }) => {
      const who = ctx.db.accountForToken(bearerToken(request));
      if (!who) return unauthorized();
      return ok({
        ...(who.mobile
          ? { mobileNum: who.mobile.mobileNum, countryDialingCode: who.mobile.countryDialingCode }
          : {}),
        ...(who.email ? { email: who.email } : {}),
        hasWithdrawPassword: who.withdrawPassword !== undefined,
      });
    }),

    // Set (no withdraw password yet) or change (the old one must match); 6 digits.
    endpointHandler(ctx, 'withdrawPassword', async ({ request }) => {
      const who = ctx.db.accountForToken(bearerToken(request));
      if (!who) return unauthorized();
      const payload = await readPayload(ctx, request, endpoints.withdrawPassword.request);
      if (!payload.ok) return payload.response;
      const { oldWithdrawPassword, newWithdrawPassword, confirmWithdrawPassword } = payload.data;
      if (who.withdrawPassword !== undefined && oldWithdrawPassword !== who.withdrawPassword)
        return reject(WITHDRAW_PASSWORD_MESSAGES.wrongOld);
      if (!/^\d{6}$/.test(newWithdrawPassword)) return reject(WITHDRAW_PASSWORD_MESSAGES.format);
      if (confirmWithdrawPassword !== newWithdrawPassword) return reject(WITHDRAW_PASSWORD_MESSAGES.mismatch);
      who.withdrawPassword = newWithdrawPassword;
      return ok(null);
    }),
  ];
}
