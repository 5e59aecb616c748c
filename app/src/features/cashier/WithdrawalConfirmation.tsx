import {
  imageUploadProblemMessages,
  proofSizeMessage,
  typedAmount,
  type WithdrawalConfirmationAnswer,
  type WithdrawalConfirmationField,
  type WithdrawalOrder,
  withdrawalConfirmationErrors,
} from '@sorte/domain';
import { WithdrawalConfirmationDialog, type WithdrawalConfirmationValues } from '@sorte/ui';
import { useAtomValue } from 'jotai';
import { formatLocaleAtom, moneyCurrencyAtom } from '../../i18n/formats.ts';
import { cleanImage, uploadFile } from '../../lib/imageUpload.ts';
import { useForm } from '../../lib/useForm.ts';
import { confirmWithdrawal } from './api.ts';
import { cashierFailureText } from './cashierFailure.ts';
import { useCashier } from './useCashier.ts';
import { useMoneyIntent } from './useMoneyIntent.ts';

const EMPTY: WithdrawalConfirmationValues = { kind: null, receivedAmount: '', proof: null };

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
      // Issue 22: a png or jpg by its bytes, re-encoded (no EXIF, no GPS), sent under our own name.
      let cleanProof: File | null = null;
      if (proof) {
        const cleaned = await cleanImage(proof);
        if ('problem' in cleaned) {
          form.setFieldError(
            'proof',
            cleaned.problem === 'size' ? proofSizeMessage : imageUploadProblemMessages[cleaned.problem],
          );
          return;
        }
        cleanProof = uploadFile(cleaned.image, 'proof', 1);
      }
      const received = typedAmount(values.receivedAmount, locale);
      const answer: WithdrawalConfirmationAnswer =
        values.kind === 'partlyReceived'
          ? { kind: 'partlyReceived', receivedAmount: received ?? 0 }
          : { kind: values.kind };
      await intent.send({ id: withdrawal.id, ...answer }, (idempotencyKey) =>
        confirmWithdrawal(
          calls,
          answer.kind === 'partlyReceived' && cleanProof
            ? { withdrawalId: withdrawal.id, answer, proof: cleanProof }
            : {
                withdrawalId: withdrawal.id,
                answer: answer as Exclude<WithdrawalConfirmationAnswer, { kind: 'partlyReceived' }>,
              },
          idempotencyKey,
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
