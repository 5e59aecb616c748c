import { useLingui } from '@lingui/react/macro';
import {
  type AmountLimits,
  type TransferDirection,
  typedAmount,
  typedAmountMessage,
  type VendorWallet,
} from '@sorte/domain';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import { type FieldMessage, FormMessage, TextField, useFocusFirstInvalid } from '../../forms/index.ts';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import { type MoneyOutcome, MoneyOutcomeNotice } from '../MoneyOutcomeNotice/index.ts';
import { AmountAsRead } from '../walletParts/AmountAsRead.tsx';
import { amountInputText } from '../walletParts/amountInput.ts';
import * as form from '../walletParts/walletForm.css.ts';

/** What the player typed: the amount as typed, so a failed call never changes it. */
export interface TransferFormValues {
  direction: TransferDirection;
  /** The vendor wallet's code ('' until one is chosen). */
  vendor: string;
  amount: string;
}

/** A valid transfer, as the form sends it. */
export interface TransferRequest {
  direction: TransferDirection;
  vendor: string;
  amount: number;
}

export interface TransferFormProps {
  values: TransferFormValues;
  onChange: (values: TransferFormValues) => void;
  mainBalance: number;
  /** The vendor wallets; those under maintenance cannot be chosen. */
  wallets: readonly VendorWallet[];
  /** The transfer's limits (a `max` of 0 is none); the source wallet's balance is checked too. */
  limits?: Omit<AmountLimits, 'available'>;
  formatAmount: (amount: number) => string;
  submitting: boolean;
  /** The gateway's refusal of the amount (insufficient balance, a limit), under the field. */
  amountError?: FieldMessage;
  /** How the last send ended; absent before any. */
  outcome?: MoneyOutcome<TransferRequest> | null;
  /** Called only with a valid transfer and never while one is in flight. */
  onSubmit: (request: TransferRequest) => void;
  onCheckAgain: () => void;
  /** Sends the same transfer again (same Idempotency-Key), after an unknown outcome was checked. */
  onRetry: () => void;
  /** After a success: start a new transfer. */
  onNewTransfer: () => void;
}

type Field = 'vendor' | 'amount';
const FIELD_ORDER: readonly Field[] = ['vendor', 'amount'];
const DEFAULT_LIMITS = { min: 0.01, max: 0 };

/** Spec §1 wallet transfer (GCS_walletTransfer): between the main wallet and one vendor wallet, either way. */
export function TransferForm({
  values,
  onChange,
  mainBalance,
  wallets,
  limits = DEFAULT_LIMITS,
  formatAmount,
  submitting,
  amountError,
  outcome = null,
  onSubmit,
  onCheckAgain,
  onRetry,
  onNewTransfer,
}: TransferFormProps) {
  const { t, i18n } = useLingui();
  const vendorId = useId();
  const [checked, setChecked] = useState(false);
  const vendorRef = useRef<HTMLSelectElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);

  const wallet = wallets.find((candidate) => candidate.vendor === values.vendor);
  const source = values.direction === 'toVendor' ? mainBalance : wallet?.balance;
  const locale = formatLocaleOf(i18n);
  const amount = typedAmount(values.amount, locale);
  const vendorProblem: FieldMessage | undefined =
    checked && !wallet?.available ? t`Escolha uma carteira de jogo` : undefined;
  const problem = typedAmountMessage(
    values.amount,
    { ...limits, ...(source === undefined ? {} : { available: source }) },
    locale,
    formatAmount,
  );
  const amountMessage: FieldMessage | undefined = checked && problem ? problem : amountError;
  const errors = { vendor: vendorProblem, amount: amountMessage };
  const handleSubmit = useFocusFirstInvalid({
    order: FIELD_ORDER,
    errors,
    submitting,
    refs: { vendor: vendorRef, amount: amountRef },
  });

  // A new transfer starts with a clean form: its messages show again only after its own first submit.
  const startOver = () => {
    setChecked(false);
    onNewTransfer();
  };

  if (outcome?.kind === 'succeeded') {
    const { receipt } = outcome;
    const name = wallets.find((candidate) => candidate.vendor === receipt.vendor)?.name ?? receipt.vendor;
    const moved = formatAmount(receipt.amount);
    return (
      <div className={form.done} role="status">
        <p className={form.doneTitle}>
          <span className={form.doneIcon}>
            <Icon name="check" />
          </span>
          {t`Transferência concluída`}
        </p>
        <p className={form.doneText}>
          {receipt.direction === 'toVendor'
            ? t`${moved} foram da carteira principal para ${name}.`
            : t`${moved} voltaram de ${name} para a carteira principal.`}
        </p>
        <Button tone="secondary" onClick={startOver}>
          {t`Nova transferência`}
        </Button>
      </div>
    );
  }

  const unknown = outcome?.kind === 'unknown' ? outcome : null;
  const locked = submitting || unknown !== null;
  const change = (patch: Partial<TransferFormValues>) => onChange({ ...values, ...patch });
  const send = () => {
    setChecked(true);
    if (submitting || !wallet?.available || problem !== undefined || amount === null) return;
    onSubmit({ direction: values.direction, vendor: values.vendor, amount });
  };

  return (
    <form
      className={form.form}
      noValidate
      onSubmit={handleSubmit(send)}
      aria-label={t`Transferência entre carteiras`}
    >
      <fieldset className={form.fields} disabled={locked}>
        <fieldset className={form.fields}>
          <legend className={form.legend}>{t`Direção`}</legend>
          <div className={form.segments}>
            <label className={form.segment}>
              <input
                className={form.radio}
                type="radio"
                name="transfer-direction"
                checked={values.direction === 'toVendor'}
                onChange={() => change({ direction: 'toVendor' })}
              />
              {t`Da principal para o jogo`}
            </label>
            <label className={form.segment}>
              <input
                className={form.radio}
                type="radio"
                name="transfer-direction"
                checked={values.direction === 'toMain'}
                onChange={() => change({ direction: 'toMain' })}
              />
              {t`Do jogo para a principal`}
            </label>
          </div>
        </fieldset>

        <div className={form.selectField}>
          <label htmlFor={vendorId} className={form.label}>
            {t`Carteira de jogo`}
          </label>
          <select
            ref={vendorRef}
            id={vendorId}
            className={form.select}
            value={values.vendor}
            aria-invalid={vendorProblem ? true : undefined}
            aria-describedby={vendorProblem ? `${vendorId}-error` : undefined}
            onChange={(event) => change({ vendor: event.target.value })}
          >
            <option value="">{t`Escolha uma carteira`}</option>
            {wallets.map((option) => {
              const balance = formatAmount(option.balance);
              return (
                <option key={option.vendor} value={option.vendor} disabled={!option.available}>
                  {option.available ? `${option.name} · ${balance}` : `${option.name} · ${t`em manutenção`}`}
                </option>
              );
            })}
          </select>
          {vendorProblem ? (
            <p id={`${vendorId}-error`} className={form.error}>
              <Icon name="critical" size="small" />
              <span>{vendorProblem}</span>
            </p>
          ) : null}
        </div>

        <TextField
          ref={amountRef}
          label={t`Valor`}
          required
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          onChange={(event) => change({ amount: event.target.value })}
          error={amountMessage}
          hint={
            source === undefined ? (
              t`Escolha a carteira para ver o saldo disponível.`
            ) : (
              <span className={form.hintLine}>
                {values.direction === 'toVendor' ? t`Disponível na principal:` : t`Disponível no jogo:`}{' '}
                <span className={form.available}>{formatAmount(source)}</span>
              </span>
            )
          }
          after={
            <Button
              tone="secondary"
              disabled={source === undefined || source <= 0}
              onClick={() =>
                source === undefined
                  ? undefined
                  : change({ amount: amountInputText(source, formatLocaleOf(i18n)) })
              }
            >
              {t`Máximo`}
            </Button>
          }
        />
      </fieldset>

      <div className={form.foot}>
        <AmountAsRead
          text={
            amount !== null && problem === undefined && wallet
              ? values.direction === 'toVendor'
                ? t`Você vai transferir ${formatAmount(amount)} para ${wallet.name}`
                : t`Você vai transferir ${formatAmount(amount)} de ${wallet.name} para a principal`
              : null
          }
        />
        {outcome?.kind === 'failed' ? <FormMessage message={outcome.message} /> : null}
        {unknown ? (
          <MoneyOutcomeNotice
            checking={unknown.checking}
            onCheckAgain={onCheckAgain}
            onRetry={onRetry}
            retrying={submitting}
          />
        ) : (
          <Button type="submit" block pending={submitting}>
            {t`Transferir`}
          </Button>
        )}
      </div>
    </form>
  );
}
