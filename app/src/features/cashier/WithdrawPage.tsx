import {
  confirmationDeadline,
  receivingAccountOf,
  typedAmount,
  type WithdrawalOrder,
  type WithdrawFormField,
  type WithdrawFormValues,
  withdrawFormErrors,
} from '@sorte/domain';
import { GridNotice, WithdrawalStatusCard, WithdrawForm, type WithdrawStep } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { formatLocaleAtom, moneyCurrencyAtom } from '../../i18n/formats.ts';
import { useForm } from '../../lib/useForm.ts';
import { failureKind } from '../errors/index.ts';
import { withdrawalsQuery, withdrawInfoQuery } from './api.ts';
import { cashierFailureText, cashierFieldFailure } from './cashierFailure.ts';
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
};

const WITHDRAW_SERVER_FIELDS: readonly WithdrawFormField[] = ['withdrawPassword', 'amount'];

/** The latest withdrawals shown under the form (the gateway lists the newest first). */
const SHOWN_WITHDRAWALS = 3;

/**
 * withdraw: the amount within the limits and the available balance, the receiving account (a PIX key, or an
 * address), the withdraw password, and a summary with the fee before it is sent under one Idempotency-Key; then the
 * withdrawals' status, and §4's confirmation of an approved one.
 */
export function WithdrawPage() {
  const { calls, token, rereadMoney } = useCashier();
  const currency = useAtomValue(moneyCurrencyAtom);
  const locale = useAtomValue(formatLocaleAtom);
  const info = useQuery(withdrawInfoQuery(calls, token));
  const withdrawals = useQuery(withdrawalsQuery(calls, token));
  const [step, setStep] = useState<WithdrawStep>('edit');
  const [confirming, setConfirming] = useState<WithdrawalOrder | null>(null);
  const intent = useMoneyIntent('withdraw', rereadMoney);
  const accountKind = info.data && info.data.pixKeyTypes.length === 0 ? 'ADDRESS' : 'PIX';

  const form = useForm<WithdrawFormValues, WithdrawFormField>({
    initial: EMPTY,
    mutationKey: ['cashier', 'withdraw'],
    failureText: cashierFailureText,
    validate: (values) =>
      info.data ? withdrawFormErrors(values, accountKind, info.data.limits, { currency, locale }) : null,
    failureField: (error) => cashierFieldFailure(error, WITHDRAW_SERVER_FIELDS),
    // A refusal of a field (a wrong withdraw password, the balance) sends the player back to the form to fix it.
    onFailure: (error) => {
      if (cashierFieldFailure(error, WITHDRAW_SERVER_FIELDS)) setStep('edit');
      return false;
    },
    submit: async (values) => {
      const amount = typedAmount(values.amount, locale);
      if (amount === null) return;
      const account = receivingAccountOf(values, accountKind);
      // The password is not part of what is asked for: a corrected password is the same withdrawal.
      await intent.send({ amount, account }, (idempotencyKey) =>
        calls.withdraw({ amount, account, withdrawPassword: values.withdrawPassword }, { idempotencyKey }),
      );
      form.setValues(EMPTY);
      setStep('edit');
      void rereadMoney();
    },
  });

  if (info.isError) {
    return <GridNotice kind="error" failure={failureKind(info.error)} onRetry={() => void info.refetch()} />;
  }
  if (!info.data) return <div className={styles.loading} aria-busy="true" />;
  const limits = info.data.limits;

  const shown = (withdrawals.data ?? []).slice(0, SHOWN_WITHDRAWALS);

  return (
    <div className={styles.stack}>
      <WithdrawForm
        limits={limits}
        accountKind={accountKind}
        {...form.props}
        step={step}
        onSubmit={() => {
          const invalid = withdrawFormErrors(form.values, accountKind, limits, { currency, locale });
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
        outcomeUnknown={
          intent.unsure ? { checking: intent.checking, onCheckAgain: () => void intent.checkAgain() } : null
        }
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
