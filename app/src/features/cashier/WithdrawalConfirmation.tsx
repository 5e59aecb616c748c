import {
  imageTypeFromBytes,
  proofTypeMessage,
  typedAmount,
  type WithdrawalConfirmationAnswer,
  type WithdrawalConfirmationField,
  type WithdrawalOrder,
  withdrawalConfirmationErrors,
} from '@sorte/domain';
import { WithdrawalConfirmationDialog, type WithdrawalConfirmationValues } from '@sorte/ui';
import { useAtomValue } from 'jotai';
import { formatLocaleAtom, moneyCurrencyAtom } from '../../i18n/formats.ts';
import { useForm } from '../../lib/useForm.ts';
import { cashierFailureText } from './cashierFailure.ts';
import { useCashier } from './useCashier.ts';
import { useMoneyIntent } from './useMoneyIntent.ts';

const EMPTY: WithdrawalConfirmationValues = { kind: null, receivedAmount: '', proof: null };

/** A proof image must be a png or jpg by its first bytes, whatever its name or the browser's guess says. */
async function isImageByItsBytes(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return imageTypeFromBytes(head) !== null;
}

/**
 * §4 Withdrawal confirmation of an approved withdrawal: received, not received, full payment, or partly received
 * with the amount (the remainder shown) and a proof image, sent once under one Idempotency-Key.
 */
export function WithdrawalConfirmation({
  withdrawal,
  deadline,
  onClose,
}: {
  withdrawal: WithdrawalOrder;
  deadline: number | null;
  onClose: () => void;
}) {
  const { calls, rereadMoney } = useCashier();
  const currency = useAtomValue(moneyCurrencyAtom);
  const locale = useAtomValue(formatLocaleAtom);
  const intent = useMoneyIntent(`withdraw-confirm-${withdrawal.id}`, rereadMoney);
  const expected = withdrawal.amount - withdrawal.fee;

  const form = useForm<WithdrawalConfirmationValues, WithdrawalConfirmationField>({
    initial: EMPTY,
    mutationKey: ['cashier', 'withdraw-confirm'],
    failureText: cashierFailureText,
    validate: (values) => withdrawalConfirmationErrors(values, expected, locale),
    submit: async (values) => {
      if (values.kind === null) return;
      const proof = values.kind === 'partlyReceived' ? values.proof : null;
      if (proof && !(await isImageByItsBytes(proof))) {
        form.setFieldError('proof', proofTypeMessage);
        return;
      }
      const received = typedAmount(values.receivedAmount, locale);
      const answer: WithdrawalConfirmationAnswer =
        values.kind === 'partlyReceived'
          ? { kind: 'partlyReceived', receivedAmount: received ?? 0 }
          : { kind: values.kind };
      await intent.send({ id: withdrawal.id, ...answer }, (idempotencyKey) =>
        calls.confirmWithdrawal(
          answer.kind === 'partlyReceived' && proof
            ? { withdrawalId: withdrawal.id, answer, proof }
            : {
                withdrawalId: withdrawal.id,
                answer: answer as Exclude<WithdrawalConfirmationAnswer, { kind: 'partlyReceived' }>,
              },
          { idempotencyKey },
        ),
      );
      void rereadMoney();
      onClose();
    },
  });

  return (
    <WithdrawalConfirmationDialog
      open
      onClose={onClose}
      expectedAmount={expected}
      deadline={deadline}
      {...form.props}
      currency={currency}
      locale={locale}
      outcomeUnknown={
        intent.unsure ? { checking: intent.checking, onCheckAgain: () => void intent.checkAgain() } : null
      }
    />
  );
}
