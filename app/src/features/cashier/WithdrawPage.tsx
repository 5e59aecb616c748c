import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import {
  brPayoutDeadline,
  confirmationDeadline,
  receivingAccountOf,
  twoStepCodeOf,
  twoStepCodeProblem,
  twoStepCodeRefusedMessage,
  twoStepSmsCodeRefusedMessage,
  typedAmount,
  type WithdrawalLimits,
  type WithdrawalOrder,
  type WithdrawFormField,
  type WithdrawFormValues,
  withdrawFormErrors,
} from '@sorte/domain';
import {
  GridNotice,
  SavedPixKeys,
  type UnsureWithdrawal,
  WithdrawalStatusCard,
  WithdrawForm,
  type WithdrawStep,
} from '@sorte/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatLocaleAtom, moneyCurrencyAtom } from '../../i18n/formats.ts';
import { accountPagesCallsAtom } from '../../lib/accountPagesGateway.ts';
import { failureKind } from '../../lib/errors/index.ts';
import { actionFailureText, isOffered, useCallKnownMissing } from '../../lib/missingCall/missingCall.ts';
import { isTwoStepCodeRefusal, sendTwoStepSms, twoStepStatusQuery } from '../../lib/twoStep/api.ts';
import { useForm } from '../../lib/useForm.ts';
import { requiredConfigAtom, requiredGatewayAtom } from '../../state/configAtoms.ts';
import { useSmsSender } from '../account/index.ts';
import { balanceQuery } from '../session/index.ts';
import {
  deletePixKeyMutation,
  makeWithdrawal,
  pixKeysQuery,
  withdrawalsQuery,
  withdrawInfoQuery,
} from './api.ts';
import {
  cashierFailureText,
  cashierFieldFailure,
  MoneyIntentUnsureError,
  MoneyOutcomeUnknownError,
} from './cashierFailure.ts';
import * as styles from './cashierPage.css.ts';
import { useCashier } from './useCashier.ts';
import { useMoneyIntent } from './useMoneyIntent.ts';
import { WithdrawalConfirmation } from './WithdrawalConfirmation.tsx';

const EMPTY: WithdrawFormValues = {
  amount: '',
  pixKeyType: 'CPF',
  pixKey: '',
  address: '',
  withdrawPassword: '',
  twoStepCode: '',
};

const WITHDRAW_SERVER_FIELDS: readonly WithdrawFormField[] = ['withdrawPassword', 'amount'];

/** The latest withdrawals shown under the form (the gateway lists the newest first). */
const SHOWN_WITHDRAWALS = 3;

/** Where an unsure withdrawal stands (issue 22 item 6); see `UnsureWithdrawal`. */
type UnsureCheck = UnsureWithdrawal['state'];

/**
 * withdraw: the amount within the limits and the available balance, the receiving account (a PIX key, or an
 * address), the withdraw password, and a summary with the fee before it is sent under one Idempotency-Key; then the
 * withdrawals' status, and §4's confirmation of an approved one. A withdrawal whose fate is unknown (a timeout, a
 * dropped connection, a refusal of its key) locks the form until the withdrawals read again say whether it was made.
 */
export function WithdrawPage() {
  const { calls, token, rereadMoney } = useCashier();
  const currency = useAtomValue(moneyCurrencyAtom);
  const locale = useAtomValue(formatLocaleAtom);
  const gateway = useAtomValue(requiredGatewayAtom);
  // Issue 26 item 6: under Brazil's rules a withdrawal is paid within 120 minutes; its card counts them down.
  const brazil = useAtomValue(requiredConfigAtom).jurisdiction === 'BR';
  const queryClient = useQueryClient();
  const info = useQuery(
    withdrawInfoQuery(calls, token, async () => {
      const wallet = await queryClient.fetchQuery(balanceQuery(gateway, token));
      return wallet.balance;
    }),
  );
  const withdrawalsAnswer = useQuery(withdrawalsQuery(calls, token)).data;
  const withdrawals = isOffered(withdrawalsAnswer) ? withdrawalsAnswer : undefined;
  // Issue 23 item 4: the keys saved by earlier withdrawals, picked here or deleted; hidden on a gateway without them.
  const { i18n } = useLingui();
  const savedKeysAnswer = useQuery(pixKeysQuery(calls, token)).data;
  const deleteKey = useMutation(deletePixKeyMutation(queryClient, calls, token));
  const deleteMissing = useCallKnownMissing('deletePixKey');
  const [deleteFailure, setDeleteFailure] = useState<MessageDescriptor | string | null>(null);
  const [step, setStep] = useState<WithdrawStep>('edit');
  const [confirming, setConfirming] = useState<WithdrawalOrder | null>(null);
  const intent = useMoneyIntent('withdraw', rereadMoney);
  const [check, setCheck] = useState<{ state: UnsureCheck; amount: number | null } | null>(null);
  const accountKind = info.data && info.data.pixKeyTypes.length === 0 ? 'ADDRESS' : 'PIX';
  // Issue 23 item 5: with two-step verification on, the form asks for its code (a gateway without the status call
  // asks none).
  const twoStep = useQuery(twoStepStatusQuery(useAtomValue(accountPagesCallsAtom), token)).data;
  const asksTwoStepCode = isOffered(twoStep) && twoStep.enabled;
  // By SMS the form asks for the code (MCS2_sendTwoStepSms) and waits its countdown before resending.
  const twoStepCalls = useAtomValue(accountPagesCallsAtom);
  const twoStepSms = useSmsSender('sorte.withdrawTwoStepSmsExpiry');
  const [twoStepSmsSent, setTwoStepSmsSent] = useState<{ maskedMobile?: string } | null>(null);
  const sendsTwoStepSms = asksTwoStepCode && twoStep.method === 'sms';
  const sendTwoStepCode = () =>
    void twoStepSms.send(async () => {
      const sent = await sendTwoStepSms(twoStepCalls);
      setTwoStepSmsSent(sent.maskedMobile ? { maskedMobile: sent.maskedMobile } : {});
      return sent;
    });
  const formErrors = (values: WithdrawFormValues, limits: WithdrawalLimits) => {
    const errors = withdrawFormErrors(
      values,
      accountKind,
      limits,
      { currency, locale },
      info.data?.terms?.daily,
    );
    const code = asksTwoStepCode ? twoStepCodeProblem(values.twoStepCode ?? '') : null;
    return code ? { ...errors, twoStepCode: code } : errors;
  };

  const form = useForm<WithdrawFormValues, WithdrawFormField>({
    initial: EMPTY,
    // Issue 22 item 7: what was typed survives a session expiry and a reload; the withdraw password never.
    draft: {
      name: 'withdraw',
      keep: ({ amount, pixKeyType, pixKey, address }) => ({ amount, pixKeyType, pixKey, address }),
    },
    mutationKey: ['cashier', 'withdraw'],
    failureText: (error) => actionFailureText(error, cashierFailureText),
    validate: (values) => (info.data ? formErrors(values, info.data.limits) : null),
    failureField: (error) =>
      isTwoStepCodeRefusal(error)
        ? {
            field: 'twoStepCode',
            message: sendsTwoStepSms ? twoStepSmsCodeRefusedMessage : twoStepCodeRefusedMessage,
          }
        : cashierFieldFailure(error, WITHDRAW_SERVER_FIELDS),
    // A refusal of a field (a wrong withdraw password, the balance) sends the player back to the form to fix it;
    // an unknown outcome is looked for among the withdrawals before anything else.
    onFailure: (error) => {
      if (error instanceof MoneyOutcomeUnknownError || error instanceof MoneyIntentUnsureError) {
        void reconcile();
        return true;
      }
      if (isTwoStepCodeRefusal(error) || cashierFieldFailure(error, WITHDRAW_SERVER_FIELDS)) setStep('edit');
      return false;
    },
    submit: async (values) => {
      const amount = typedAmount(values.amount, locale);
      if (amount === null) return;
      const account = receivingAccountOf(values, accountKind);
      setCheck(null);
      // The password is not part of what is asked for: a corrected password is the same withdrawal.
      await intent.send(
        { amount, account },
        (idempotencyKey) =>
          makeWithdrawal(
            calls,
            {
              amount,
              account,
              withdrawPassword: values.withdrawPassword,
              ...(asksTwoStepCode ? { twoStepCode: twoStepCodeOf(values.twoStepCode ?? '') } : {}),
            },
            idempotencyKey,
          ),
        { amount, knownBefore: withdrawals?.map((withdrawal) => withdrawal.id) },
      );
      form.setValues(EMPTY);
      setStep('edit');
      void rereadMoney();
    },
  });

  // The withdrawals read again (never from the cache) decide: found, the form starts afresh; absent, it is back as
  // typed; unreadable, it stays locked with a way to look again.
  const reconcile = useCallback(async () => {
    const amount = intent.amount ?? null;
    setCheck({ state: 'checking', amount });
    try {
      const orders = await queryClient.fetchQuery({ ...withdrawalsQuery(calls, token), staleTime: 0 });
      if (!isOffered(orders)) {
        setCheck({ state: 'unknown', amount });
        return;
      }
      const found = intent.reconcile(orders);
      if (found === null) {
        setCheck(null);
        return;
      }
      setCheck({ state: found.kind, amount });
      if (found.kind === 'found') {
        form.setValues(EMPTY);
        void rereadMoney();
      }
      setStep('edit');
    } catch {
      setCheck({ state: 'unknown', amount });
    }
  }, [intent.amount, intent.reconcile, queryClient, calls, token, form.setValues, rereadMoney]);

  // A withdrawal left unsure by a reload (or another tab of this session) is looked for on arrival.
  const checkedOnArrival = useRef(false);
  useEffect(() => {
    if (checkedOnArrival.current || !intent.unsure || form.submitting) return;
    checkedOnArrival.current = true;
    void reconcile();
  }, [intent.unsure, form.submitting, reconcile]);

  if (info.isError) {
    return <GridNotice kind="error" failure={failureKind(info.error)} onRetry={() => void info.refetch()} />;
  }
  if (!info.data) return <div className={styles.loading} aria-busy="true" />;
  const limits = info.data.limits;

  const shown = (withdrawals ?? []).slice(0, SHOWN_WITHDRAWALS);
  const offeredTypes = info.data.pixKeyTypes;
  const savedKeys = isOffered(savedKeysAnswer)
    ? savedKeysAnswer.filter((key) => offeredTypes.includes(key.type))
    : [];

  return (
    <div className={styles.stack}>
      {accountKind === 'PIX' && savedKeys.length > 0 && step === 'edit' ? (
        <SavedPixKeys
          keys={savedKeys}
          chosenId={
            savedKeys.find((key) => key.type === form.values.pixKeyType && key.key === form.values.pixKey)
              ?.id ?? null
          }
          onUse={(key) => {
            form.props.onChange('pixKeyType', key.type);
            form.props.onChange('pixKey', key.key);
          }}
          {...(deleteMissing
            ? {}
            : {
                onDelete: (key) => {
                  setDeleteFailure(null);
                  deleteKey.mutate(key.id, {
                    onError: (error) => setDeleteFailure(actionFailureText(error, cashierFailureText)),
                  });
                },
              })}
          deleting={deleteKey.isPending}
          failure={
            deleteFailure === null
              ? null
              : typeof deleteFailure === 'string'
                ? deleteFailure
                : i18n._(deleteFailure)
          }
        />
      ) : null}
      <WithdrawForm
        limits={limits}
        terms={info.data.terms}
        held={info.data.held}
        accountKind={accountKind}
        {...form.props}
        step={step}
        onSubmit={() => {
          const invalid = formErrors(form.values, limits);
          if (Object.keys(invalid).length > 0) form.setErrors(invalid);
          else {
            form.clearMessages();
            setStep('review');
          }
        }}
        onConfirm={() => void form.submit()}
        onEdit={() => setStep('edit')}
        currency={currency}
        locale={locale}
        asksTwoStepCode={asksTwoStepCode}
        {...(sendsTwoStepSms
          ? {
              twoStepSms: {
                sent: twoStepSmsSent !== null,
                ...(twoStepSmsSent?.maskedMobile ? { maskedMobile: twoStepSmsSent.maskedMobile } : {}),
                countdownSeconds: twoStepSms.seconds,
                sending: twoStepSms.sending,
                lockedOut: twoStepSms.lockedOut,
                onSend: sendTwoStepCode,
              },
            }
          : {})}
        unsure={unsureShown(check, intent.unsure, {
          onCheckAgain: () => void reconcile(),
          // The same withdrawal again under its key, while it is still typed (not after a reload).
          onSendAgain: form.values.withdrawPassword === '' ? undefined : () => void form.submit(),
        })}
      />
      {shown.map((withdrawal) => (
        <WithdrawalStatusCard
          key={withdrawal.id}
          withdrawal={withdrawal}
          confirmBy={confirmationDeadline(
            withdrawal.confirmBy,
            withdrawal.approvedAt,
            info.data.confirmTimeoutMinutes,
          )}
          payBy={brazil ? brPayoutDeadline(withdrawal.createdAt) : null}
          onConfirm={() => setConfirming(withdrawal)}
          currency={currency}
          locale={locale}
        />
      ))}
      {confirming ? (
        <WithdrawalConfirmation
          withdrawal={confirming}
          deadline={confirmationDeadline(
            confirming.confirmBy,
            confirming.approvedAt,
            info.data.confirmTimeoutMinutes,
          )}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </div>
  );
}

function unsureShown(
  check: { state: UnsureCheck; amount: number | null } | null,
  unsure: boolean,
  actions: { onCheckAgain: () => void; onSendAgain?: () => void },
): UnsureWithdrawal | null {
  if (check === null) return unsure ? { state: 'checking', amount: null, ...actions } : null;
  if (check.state === 'checking' || check.state === 'unknown')
    return { ...check, state: check.state, ...actions };
  return { state: check.state, amount: check.amount };
}
