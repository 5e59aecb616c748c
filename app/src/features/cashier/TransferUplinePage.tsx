import {
  GridNotice,
  TransferUplineForm,
  type TransferUplineFormValues,
  type TransferUplineRequest,
} from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { formatMoneyAtom } from '../../i18n/formats.ts';
import { failureKind } from '../errors/index.ts';
import { uplineQuery } from './api.ts';
import * as styles from './cashierPage.css.ts';
import { useCashier, useWallets } from './useCashier.ts';
import { useMoneyAction } from './useMoneyAction.ts';

const EMPTY: TransferUplineFormValues = { amount: '', withdrawPassword: '' };

/** transferUpline (§6 Member): the upline's name, the amount and the withdraw password, confirmed before sending. */
export function TransferUplinePage() {
  const formatAmount = useAtomValue(formatMoneyAtom);
  const { calls, token, rereadBalances } = useCashier();
  const { main } = useWallets();
  const upline = useQuery(uplineQuery(calls, token));
  const [values, setValues] = useState<TransferUplineFormValues>(EMPTY);
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const transfer = useMoneyAction<
    TransferUplineRequest,
    TransferUplineRequest,
    'withdrawPassword' | 'amount'
  >({
    action: 'transfer-upline',
    send: (request, idempotencyKey) =>
      calls.transferToUpline(request, { idempotencyKey }).then(() => request),
    // The password is not part of what the player asks for: a corrected password is the same transfer.
    identify: ({ amount }) => ({ amount }),
    recheck: rereadBalances,
    fields: ['withdrawPassword', 'amount'],
    onSucceeded: () => {
      setValues(EMPTY);
      void rereadBalances();
    },
  });

  if (upline.isError || main.isError) {
    return (
      <GridNotice
        kind="error"
        failure={failureKind(upline.error ?? main.error)}
        onRetry={() => {
          if (upline.isError) void upline.refetch();
          if (main.isError) void main.refetch();
        }}
      />
    );
  }
  if (upline.data === undefined || main.data === undefined)
    return <div className={styles.loading} aria-busy="true" />;
  const { withdrawPassword: passwordError, amount: amountError } = transfer.fieldErrors;
  return (
    <TransferUplineForm
      upline={upline.data}
      step={passwordError || amountError ? 'edit' : step}
      values={values}
      onChange={setValues}
      mainBalance={main.data.balance}
      formatAmount={formatAmount}
      submitting={transfer.submitting}
      {...(passwordError ? { passwordError } : {})}
      {...(amountError ? { amountError } : {})}
      outcome={transfer.outcome}
      onReview={() => {
        transfer.reset();
        setStep('confirm');
      }}
      onEdit={() => setStep('edit')}
      onConfirm={(request) => void transfer.submit(request)}
      onCheckAgain={() => void transfer.checkAgain()}
      onRetry={transfer.retry}
      onNewTransfer={() => {
        transfer.reset();
        setStep('edit');
      }}
    />
  );
}
