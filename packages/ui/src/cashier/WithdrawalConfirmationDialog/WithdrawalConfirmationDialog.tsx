import { Trans, useLingui } from '@lingui/react/macro';
import {
  isForcedReceipt,
  PROMOTION_IMAGE_TYPES,
  proofImageMessage,
  proofImageProblem,
  remainderOwed,
  remainingSeconds,
  typedAmount,
  WITHDRAWAL_CONFIRMATION_KINDS,
  type WithdrawalConfirmationField,
  type WithdrawalConfirmationFormValues,
  type WithdrawalConfirmationKind,
} from '@sorte/domain';
import { useId, useRef } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import { FilePreview } from '../../forms/FilePreview.tsx';
import { fileSizeText } from '../../forms/imageFiles.ts';
import {
  type FieldMessage,
  FormMessage,
  TextField,
  useFocusFirstInvalid,
  useMessageText,
} from '../../forms/index.ts';
import { Modal } from '../../modals/Modal/index.ts';
import * as shared from '../cashier.css.ts';
import { MoneyOutcomeNotice, type MoneyOutcomeUnknown } from '../MoneyOutcomeNotice/index.ts';
import { type CashierMoneyProps, useCashierMoney } from '../money.ts';
import { clockText, useNow } from '../useNow.ts';
import * as styles from './WithdrawalConfirmationDialog.css.ts';

/** The confirmation form as the player fills it: the proof is the picked file itself. */
export type WithdrawalConfirmationValues = Omit<WithdrawalConfirmationFormValues, 'proof'> & {
  proof: File | null;
};

export interface WithdrawalConfirmationDialogProps extends CashierMoneyProps {
  open: boolean;
  onClose: () => void;
  /** What should have arrived: the withdrawal less its fee. */
  expectedAmount: number;
  /** §4 auto-receipt deadline (epoch ms, the domain's `confirmationDeadline`); no countdown when null. */
  deadline?: number | null;
  /** A fixed clock (stories, tests); the countdown ticks by itself without it. */
  now?: number;
  values: WithdrawalConfirmationValues;
  onChange: <Field extends keyof WithdrawalConfirmationValues>(
    field: Field,
    value: WithdrawalConfirmationValues[Field],
  ) => void;
  errors: Partial<Record<WithdrawalConfirmationField, FieldMessage>>;
  /** A refusal or failure of the request (spec §8 texts). */
  formError?: FieldMessage;
  /** The answer is being sent: submit locked, the answers fixed. */
  submitting: boolean;
  onSubmit: () => void;
  outcomeUnknown?: MoneyOutcomeUnknown | null;
}

const FIELD_ORDER: readonly WithdrawalConfirmationField[] = ['kind', 'receivedAmount', 'proof'];

/** §4 Withdrawal confirmation: received, not received, full payment, or partly received with the amount and a proof image. */
export function WithdrawalConfirmationDialog({
  open,
  onClose,
  expectedAmount,
  deadline = null,
  now: fixedNow,
  values,
  onChange,
  errors,
  formError,
  submitting,
  onSubmit,
  outcomeUnknown = null,
  ...moneyProps
}: WithdrawalConfirmationDialogProps) {
  const { t } = useLingui();
  const text = useMessageText();
  const money = useCashierMoney(moneyProps);
  const formId = useId();
  const proofId = useId();
  const refs = {
    kind: useRef<HTMLInputElement>(null),
    receivedAmount: useRef<HTMLInputElement>(null),
    proof: useRef<HTMLInputElement>(null),
  };
  const handleSubmit = useFocusFirstInvalid<WithdrawalConfirmationField>({
    order: FIELD_ORDER,
    errors,
    submitting,
    refs,
  });
  const now = useNow(fixedNow, open && deadline !== null);
  const secondsLeft = deadline === null ? null : remainingSeconds(deadline, now);
  const checking = outcomeUnknown?.checking ?? false;
  const expectedText = money.format(expectedAmount);
  const answers: Record<WithdrawalConfirmationKind, { label: string; hint: string }> = {
    received: { label: t`Recebi`, hint: t`O saque chegou à minha conta.` },
    notReceived: { label: t`Não recebi`, hint: t`Nada chegou à minha conta até agora.` },
    fullPayment: { label: t`Pagamento integral`, hint: t`Recebi o valor completo de ${expectedText}.` },
    partlyReceived: { label: t`Recebi só uma parte`, hint: t`Informe quanto chegou e envie o comprovante.` },
  };
  const received = typedAmount(values.receivedAmount, money.options.locale);
  const proofProblem = values.proof ? proofImageProblem(values.proof) : null;
  const proofError = errors.proof ?? proofImageMessage(proofProblem);
  const proofName = values.proof?.name ?? '';
  const clock = secondsLeft === null ? '' : clockText(secondsLeft);
  const proofIds = { hint: `${proofId}-hint`, error: `${proofId}-error` };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Você recebeu o saque?`}
      size="small"
      initialFocus={() => refs.kind.current}
      footer={
        <Button type="submit" form={formId} block pending={submitting} disabled={checking}>
          {t`Enviar resposta`}
        </Button>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={handleSubmit(() => {
          if (!submitting && !checking) onSubmit();
        })}
      >
        {secondsLeft !== null ? (
          <p className={styles.deadline} role="timer">
            <Icon name="info" />
            <span>
              {secondsLeft > 0 ? (
                <Trans>
                  Responda em <span className={styles.clock}>{clock}</span>. Sem resposta até lá, o saque será
                  considerado recebido.
                </Trans>
              ) : (
                <Trans>O prazo acabou: o saque será considerado recebido.</Trans>
              )}
            </span>
          </p>
        ) : null}
        <fieldset
          className={styles.fieldset}
          aria-describedby={errors.kind !== undefined ? `${formId}-kind-error` : undefined}
        >
          <legend className={styles.legend}>{t`Valor esperado: ${expectedText}`}</legend>
          <div className={styles.answers}>
            {WITHDRAWAL_CONFIRMATION_KINDS.map((kind, index) => (
              <label key={kind} className={styles.answer}>
                <input
                  ref={index === 0 ? refs.kind : undefined}
                  type="radio"
                  className={styles.radio}
                  name="kind"
                  value={kind}
                  checked={values.kind === kind}
                  disabled={submitting}
                  aria-invalid={errors.kind !== undefined || undefined}
                  onChange={() => onChange('kind', kind)}
                />
                <span className={styles.answerText}>
                  <span className={styles.answerLabel}>{answers[kind].label}</span>
                  <span className={styles.answerHint}>{answers[kind].hint}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.kind !== undefined ? (
            <p id={`${formId}-kind-error`} className={styles.answersError}>
              <Icon name="critical" size="small" />
              <span>{text(errors.kind)}</span>
            </p>
          ) : null}
        </fieldset>
        {values.kind === 'partlyReceived' ? (
          <div className={styles.partly}>
            <TextField
              ref={refs.receivedAmount}
              label={t`Valor recebido`}
              name="receivedAmount"
              required
              inputMode="decimal"
              autoComplete="off"
              value={values.receivedAmount}
              onChange={(event) => onChange('receivedAmount', event.currentTarget.value)}
              startAdornment={<bdi className={styles.currency}>{money.symbol}</bdi>}
              error={errors.receivedAmount}
              readOnly={submitting}
            />
            <dl className={shared.summary} aria-live="polite">
              <dt className={shared.term}>{t`Valor esperado`}</dt>
              <dd className={shared.value}>{expectedText}</dd>
              <dt className={shared.term}>{t`Valor recebido`}</dt>
              <dd className={shared.value}>{received === null ? '—' : money.format(received)}</dd>
              <dt className={shared.totalTerm}>{t`Falta receber`}</dt>
              <dd className={shared.totalValue}>{money.format(remainderOwed(expectedAmount, received))}</dd>
            </dl>
            <div className={styles.proof}>
              <span className={styles.proofLabel} id={`${proofId}-label`}>
                {t`Comprovante de pagamento`}
                <span aria-hidden="true" className={styles.asterisk}>
                  *
                </span>
              </span>
              {values.proof && proofProblem === null ? (
                <div className={styles.preview}>
                  <FilePreview
                    file={values.proof}
                    className={styles.thumbnail}
                    alt={t`Prévia do comprovante`}
                    width={64}
                    height={80}
                  />
                  <span className={styles.fileName}>
                    <bdi>{values.proof.name}</bdi>
                    <span className={styles.fileSize}>
                      <bdi>{fileSizeText(values.proof.size, money.options.locale)}</bdi>
                    </span>
                  </span>
                  <Button
                    tone="ghost"
                    size="small"
                    disabled={submitting}
                    aria-label={t`Remover ${proofName}`}
                    onClick={() => onChange('proof', null)}
                  >
                    <Icon name="close" size="inline" />
                    {t`Remover`}
                  </Button>
                </div>
              ) : null}
              <input
                ref={refs.proof}
                id={proofId}
                type="file"
                className={styles.fileInput}
                accept={PROMOTION_IMAGE_TYPES.join(',')}
                disabled={submitting}
                aria-labelledby={`${proofId}-label ${proofId}-pick`}
                required
                aria-invalid={proofError !== undefined || undefined}
                aria-describedby={[proofError !== undefined ? proofIds.error : null, proofIds.hint]
                  .filter(Boolean)
                  .join(' ')}
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0] ?? null;
                  // Cleared so the same file can be picked again after it was removed.
                  event.currentTarget.value = '';
                  if (file) onChange('proof', file);
                }}
              />
              <label htmlFor={proofId} id={`${proofId}-pick`} className={styles.pick}>
                <Icon name="camera" />
                {values.proof ? t`Trocar imagem` : t`Escolher imagem`}
              </label>
              {proofError !== undefined ? (
                <p id={proofIds.error} className={styles.error}>
                  <Icon name="critical" size="small" />
                  <span>{text(proofError)}</span>
                </p>
              ) : null}
              <p id={proofIds.hint} className={styles.hint}>
                {t`PNG ou JPG, até 5 MB.`}
              </p>
            </div>
          </div>
        ) : null}
        {values.kind !== null && isForcedReceipt(values.kind) ? (
          <FormMessage
            tone="warning"
            message={t`Ao confirmar, o saque conta como pago e o depósito não será reembolsado.`}
          />
        ) : null}
        {outcomeUnknown ? (
          <MoneyOutcomeNotice checking={outcomeUnknown.checking} onCheckAgain={outcomeUnknown.onCheckAgain} />
        ) : formError !== undefined ? (
          <FormMessage message={formError} />
        ) : null}
      </form>
    </Modal>
  );
}
