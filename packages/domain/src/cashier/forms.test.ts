import { describe, expect, it } from 'vitest';
import { correctInformationMessage } from '../session/secondVerification.ts';
import { imageUploadProblemMessages } from '../uploads/imageUpload.ts';
import {
  depositFormErrors,
  proofImageMessage,
  receivingAccountOf,
  type WithdrawFormValues,
  withdrawalConfirmationErrors,
  withdrawFormErrors,
} from './forms.ts';
import {
  amountAboveBalanceMessage,
  amountAboveLeftTodayMessage,
  amountAboveMaximumMessage,
  amountBelowMinimumMessage,
  amountReadMessage,
  amountRequiredMessage,
  confirmationAnswerRequiredMessage,
  partlyReceivedNotLessMessage,
  proofRequiredMessage,
  proofSizeMessage,
  receivingAddressRequiredMessage,
  withdrawPasswordRequiredMessage,
} from './messages.ts';
import type { DepositChannel, WithdrawalLimits } from './model.ts';

const money = { currency: 'BRL', locale: 'pt-BR' };
const nbsp = '\u00a0';
const pix: DepositChannel = { id: 'pix', kind: 'PIX', name: 'PIX', min: 20, max: 50_000, presets: [50, 100] };

describe('depositFormErrors', () => {
  it.each([
    ['', amountRequiredMessage],
    ['abc', amountReadMessage('invalid', '1.234,56')],
    // Issue 22: three decimals are refused, never read as thousands (0,999 went out as 999).
    ['0,999', amountReadMessage('tooManyDecimals', '1.234,56')],
    ['10,555', amountReadMessage('tooManyDecimals', '1.234,56')],
    ['10.5', amountReadMessage('ambiguous', '1.234,56')],
    ['10', amountBelowMinimumMessage(`R$${nbsp}20,00`)],
    ['50.000,01', amountAboveMaximumMessage(`R$${nbsp}50.000,00`)],
  ])('%j gives its message', (amount, message) => {
    expect(depositFormErrors({ channelId: 'pix', amount }, pix, money)).toEqual({ amount: message });
  });

  it('accepts an amount within the channel limits, typed either way', () => {
    expect(depositFormErrors({ channelId: 'pix', amount: '1.250,50' }, pix, money)).toEqual({});
    expect(depositFormErrors({ channelId: 'pix', amount: '20' }, pix, money)).toEqual({});
  });
});

const limits: WithdrawalLimits = { min: 50, max: 10_000, available: 1_234.56, fee: { fixed: 2, rate: 0.01 } };
const filled: WithdrawFormValues = {
  amount: '500',
  pixKeyType: 'CPF',
  pixKey: '529.982.247-25',
  address: '',
  withdrawPassword: '1234',
};

describe('depositFormErrors and the day', () => {
  it("§7 deposit (issue 23 item 4): refuses more than is left of the channel's day", () => {
    const spent = { ...pix, terms: { daily: { limit: 1_000, used: 1_200 } } };
    expect(depositFormErrors({ channelId: 'pix', amount: '20' }, spent, money)).toEqual({
      amount: amountAboveLeftTodayMessage(`R$${nbsp}0,00`),
    });
  });
});

describe('withdrawFormErrors', () => {
  it('accepts a complete PIX withdrawal', () => {
    expect(withdrawFormErrors(filled, 'PIX', limits, money)).toEqual({});
  });

  it('gives the §8 texts for an empty key, a key of the wrong type and an empty password', () => {
    expect(
      withdrawFormErrors({ ...filled, pixKey: ' ', withdrawPassword: '' }, 'PIX', limits, money),
    ).toEqual({
      pixKey: receivingAddressRequiredMessage,
      withdrawPassword: withdrawPasswordRequiredMessage,
    });
    expect(withdrawFormErrors({ ...filled, pixKey: '123.456.789-00' }, 'PIX', limits, money)).toEqual({
      pixKey: correctInformationMessage,
    });
  });

  it('checks the address, not the key, for a channel that is not PIX', () => {
    expect(withdrawFormErrors({ ...filled, pixKey: '' }, 'ADDRESS', limits, money)).toEqual({
      address: receivingAddressRequiredMessage,
    });
  });

  it('checks the balance before the maximum', () => {
    expect(withdrawFormErrors({ ...filled, amount: '2000' }, 'PIX', limits, money)).toEqual({
      amount: amountAboveBalanceMessage,
    });
    expect(withdrawFormErrors({ ...filled, amount: '20' }, 'PIX', limits, money).amount).toEqual(
      amountBelowMinimumMessage(`R$${nbsp}50,00`),
    );
  });

  it('§7 withdraw (issue 23 item 4): refuses more than is left of the day, after the balance', () => {
    const daily = { limit: 1_000, used: 800 };
    expect(withdrawFormErrors({ ...filled, amount: '200,01' }, 'PIX', limits, money, daily)).toEqual({
      amount: amountAboveLeftTodayMessage(`R$${nbsp}200,00`),
    });
    expect(withdrawFormErrors({ ...filled, amount: '200' }, 'PIX', limits, money, daily)).toEqual({});
    expect(withdrawFormErrors({ ...filled, amount: '2000' }, 'PIX', limits, money, daily).amount).toEqual(
      amountAboveBalanceMessage,
    );
    // Without what was used today nothing is known to be left: only the other limits apply.
    expect(withdrawFormErrors({ ...filled, amount: '900' }, 'PIX', limits, money, { limit: 1_000 })).toEqual(
      {},
    );
  });

  it('names the receiving account of the channel', () => {
    expect(receivingAccountOf({ ...filled, pixKey: ' 529.982.247-25 ' }, 'PIX')).toEqual({
      kind: 'PIX',
      keyType: 'CPF',
      key: '529.982.247-25',
    });
    expect(receivingAccountOf({ ...filled, address: ' 0001 12345-6 ' }, 'ADDRESS')).toEqual({
      kind: 'ADDRESS',
      address: '0001 12345-6',
    });
  });
});

describe('withdrawalConfirmationErrors', () => {
  const png = { type: 'image/png', size: 200_000 };

  it('asks for an answer first', () => {
    expect(
      withdrawalConfirmationErrors({ kind: null, receivedAmount: '', proof: null }, 500, 'pt-BR'),
    ).toEqual({
      kind: confirmationAnswerRequiredMessage,
    });
  });

  it('needs nothing more for received, not received and full payment', () => {
    for (const kind of ['received', 'notReceived', 'fullPayment'] as const)
      expect(withdrawalConfirmationErrors({ kind, receivedAmount: 'x', proof: null }, 500, 'pt-BR')).toEqual(
        {},
      );
  });

  it.each([
    ['', null, { receivedAmount: amountRequiredMessage, proof: proofRequiredMessage }],
    ['abc', png, { receivedAmount: amountReadMessage('invalid', '1.234,56') }],
    ['0,999', png, { receivedAmount: amountReadMessage('tooManyDecimals', '1.234,56') }],
    ['500', png, { receivedAmount: partlyReceivedNotLessMessage }],
    ['300', { type: 'image/png', size: 0 }, { proof: imageUploadProblemMessages.empty }],
    // A real png named .pdf is judged by its bytes when it is sent, not refused by its name here.
    ['300', { type: 'application/pdf', size: 1 }, {}],
    ['300', { type: 'image/jpeg', size: 6 * 1024 * 1024 }, { proof: proofSizeMessage }],
    ['300,50', png, {}],
  ])('partly received %j with %j', (receivedAmount, proof, errors) => {
    expect(
      withdrawalConfirmationErrors({ kind: 'partlyReceived', receivedAmount, proof }, 500, 'pt-BR'),
    ).toEqual(errors);
  });

  it('names a picked image that cannot be sent', () => {
    expect(proofImageMessage('empty')).toBe(imageUploadProblemMessages.empty);
    expect(proofImageMessage(null)).toBeUndefined();
  });
});
