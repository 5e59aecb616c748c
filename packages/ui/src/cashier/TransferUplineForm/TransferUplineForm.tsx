import { Trans, useLingui } from '@lingui/react/macro';
import {
  type AmountLimits,
  roundMoney,
  typedAmount,
  typedAmountMessage,
  type Upline,
  withdrawPasswordRequiredMessage,
} from '@sorte/domain';
import { useRef, useState } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import {
  type FieldMessage,
  FormMessage,
  PasswordField,
  TextField,
  useFocusFirstInvalid,
} from '../../forms/index.ts';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import { type MoneyOutcome, MoneyOutcomeNotice } from '../MoneyOutcomeNotice/index.ts';
import { amountInputText } from '../walletParts/amountInput.ts';
import * as form from '../walletParts/walletForm.css.ts';

export interface TransferUplineFormValues {
  /** As typed, so a failed call never changes it. */
  amount: string;
  withdrawPassword: string;
}

/** A valid transfer to the upline, as the form sends it. */
export interface TransferUplineRequest {
  amount: number;
  withdrawPassword: string;
}

export interface TransferUplineFormProps {
  /** The player's upline (or, `direction` 'downline', the agent's downline); null when the account has none. */
  upline: Upline | null;
  /** §6 Member transfer to upline (default), or §6 Agent transfer to a downline: the same form and rules. */
  direction?: 'upline' | 'downline';
  /** 'edit' fills the form; 'confirm' summarises it before sending. */
  step: 'edit' | 'confirm';
  values: TransferUplineFormValues;
  onChange: (values: TransferUplineFormValues) => void;
  /** What the main wallet holds. */
  mainBalance: number;
  /** The transfer's limits (a `max` of 0 is none); the main balance is checked too. */
  limits?: Omit<AmountLimits, 'available'>;
  formatAmount: (amount: number) => string;
  submitting: boolean;
  /** The gateway's refusal of the withdraw password, under the field (the app goes back to 'edit'). */
  passwordError?: FieldMessage;
  /** The gateway's refusal of the amount, under the field. */
  amountError?: FieldMessage;
  outcome?: MoneyOutcome<TransferUplineRequest> | null;
  /** The form is valid: show the summary (step 'confirm'). */
  onReview: (request: TransferUplineRequest) => void;
  /** Back from the summary to the form. */
  onEdit: () => void;
  /** Send it; never called while a send is in flight. */
  onConfirm: (request: TransferUplineRequest) => void;
  onCheckAgain: () => void;
  /** Sends the same transfer again (same Idempotency-Key), after an unknown outcome was checked. */
  onRetry: () => void;
  onNewTransfer: () => void;
}

type Field = 'amount' | 'withdrawPassword';
const FIELD_ORDER: readonly Field[] = ['amount', 'withdrawPassword'];
const DEFAULT_LIMITS = { min: 0.01, max: 0 };

/** Spec §6 Member: transfer to upline, with the withdraw password and a summary before it is sent. */
export function TransferUplineForm({
  upline,
  direction = 'upline',
  step,
  values,
  onChange,
  mainBalance,
  limits = DEFAULT_LIMITS,
  formatAmount,
  submitting,
  passwordError,
  amountError,
  outcome = null,
  onReview,
  onEdit,
  onConfirm,
  onCheckAgain,
  onRetry,
  onNewTransfer,
}: TransferUplineFormProps) {
  const { t, i18n } = useLingui();
  const [checked, setChecked] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const locale = formatLocaleOf(i18n);
  const amount = typedAmount(values.amount, locale);
  const problem = typedAmountMessage(
    values.amount,
    { ...limits, available: mainBalance },
    locale,
    formatAmount,
  );
  const amountMessage: FieldMessage | undefined = checked && problem ? problem : amountError;
  const passwordMessage: FieldMessage | undefined =
    checked && values.withdrawPassword === '' ? withdrawPasswordRequiredMessage : passwordError;
  const handleSubmit = useFocusFirstInvalid({
    order: FIELD_ORDER,
    errors: { amount: amountMessage, withdrawPassword: passwordMessage },
    submitting,
    refs: { amount: amountRef, withdrawPassword: passwordRef },
  });

  if (!upline) {
    return (
      <div className={form.notice} role="status">
        <span className={form.noticeIcon}>
          <Icon name="info" />
        </span>
        <p className={form.noticeText}>
          <Trans>Sua conta não tem um superior: não há para quem transferir.</Trans>
        </p>
      </div>
    );
  }

  const uplineName = upline.nickname ? `${upline.nickname} (${upline.account})` : upline.account;

  // A new transfer starts with a clean form: its messages show again only after its own first submit.
  const startOver = () => {
    setChecked(false);
    onNewTransfer();
  };

  if (outcome?.kind === 'succeeded') {
    const moved = formatAmount(outcome.receipt.amount);
    return (
      <div className={form.done} role="status">
        <p className={form.doneTitle}>
          <span className={form.doneIcon}>
            <Icon name="check" />
          </span>
          {t`Transferência concluída`}
        </p>
        <p className={form.doneText}>{t`${moved} foram transferidos para ${uplineName}.`}</p>
        <Button tone="secondary" onClick={startOver}>
          {t`Nova transferência`}
        </Button>
      </div>
    );
  }

  const request = (): TransferUplineRequest | null =>
    problem === undefined && amount !== null && values.withdrawPassword !== ''
      ? { amount, withdrawPassword: values.withdrawPassword }
      : null;

  if (step === 'confirm') {
    const ready = request();
    const unknown = outcome?.kind === 'unknown' ? outcome : null;
    return (
      <form
        className={form.form}
        noValidate
        aria-label={
          direction === 'upline'
            ? t`Confirmar transferência para o superior`
            : t`Confirmar transferência para o subordinado`
        }
        onSubmit={(event) => {
          event.preventDefault();
          if (!submitting && ready) onConfirm(ready);
        }}
      >
        <p
          className={form.noticeText}
        >{t`Confira antes de enviar: uma transferência enviada não pode ser desfeita.`}</p>
        <dl className={form.summary}>
          <div className={form.summaryRow}>
            <dt className={form.summaryTerm}>{t`Para`}</dt>
            <dd className={form.summaryValue}>
              <bdi>{uplineName}</bdi>
            </dd>
          </div>
          <div className={form.summaryRow}>
            <dt className={form.summaryTerm}>{t`Valor`}</dt>
            <dd className={form.summaryValue}>{formatAmount(amount ?? 0)}</dd>
          </div>
          <div className={form.summaryRow}>
            <dt className={form.summaryTerm}>{t`Saldo depois`}</dt>
            <dd className={form.summaryValue}>{formatAmount(roundMoney(mainBalance - (amount ?? 0)))}</dd>
          </div>
        </dl>
        <div className={form.foot}>
          {outcome?.kind === 'failed' ? <FormMessage message={outcome.message} /> : null}
          {unknown ? (
            <MoneyOutcomeNotice
              checking={unknown.checking}
              onCheckAgain={onCheckAgain}
              onRetry={onRetry}
              retrying={submitting}
            />
          ) : (
            <div className={form.buttons}>
              <Button type="submit" pending={submitting} disabled={!ready}>
                {t`Confirmar transferência`}
              </Button>
              <Button tone="secondary" onClick={onEdit} disabled={submitting}>
                {t`Voltar e editar`}
              </Button>
            </div>
          )}
        </div>
      </form>
    );
  }

  const review = () => {
    setChecked(true);
    const ready = request();
    if (ready) onReview(ready);
  };

  return (
    <form
      className={form.form}
      noValidate
      onSubmit={handleSubmit(review)}
      aria-label={direction === 'upline' ? t`Transferir para o superior` : t`Transferir para o subordinado`}
    >
      <dl className={form.summary}>
        <div className={form.summaryRow}>
          <dt className={form.summaryTerm}>{direction === 'upline' ? t`Seu superior` : t`Subordinado`}</dt>
          <dd className={form.summaryValue}>
            <bdi>{uplineName}</bdi>
          </dd>
        </div>
      </dl>
      <fieldset className={form.fields} disabled={submitting}>
        <TextField
          ref={amountRef}
          label={t`Valor`}
          required
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          onChange={(event) => onChange({ ...values, amount: event.target.value })}
          error={amountMessage}
          hint={
            <span className={form.hintLine}>
              {t`Disponível na principal:`}{' '}
              <span className={form.available}>{formatAmount(mainBalance)}</span>
            </span>
          }
          after={
            <Button
              tone="secondary"
              disabled={mainBalance <= 0}
              onClick={() =>
                onChange({ ...values, amount: amountInputText(mainBalance, formatLocaleOf(i18n)) })
              }
            >
              {t`Máximo`}
            </Button>
          }
        />
        <PasswordField
          ref={passwordRef}
          label={t`Senha de saque`}
          required
          value={values.withdrawPassword}
          onChange={(event) => onChange({ ...values, withdrawPassword: event.target.value })}
          error={passwordMessage}
        />
      </fieldset>
      <div className={form.foot}>
        {outcome?.kind === 'failed' ? <FormMessage message={outcome.message} /> : null}
        <Button type="submit" block>
          {t`Continuar`}
        </Button>
      </div>
    </form>
  );
}
