import { Trans, useLingui } from '@lingui/react/macro';
import {
  amountProblem,
  amountReceived,
  type CashierTerms as CashierTermsOf,
  type HeldBalance,
  leftToday,
  PIX_KEY_TYPES,
  type PixKeyType,
  typedAmount,
  type WithdrawAccountKind,
  type WithdrawalLimits,
  type WithdrawFormField,
  type WithdrawFormValues,
  withdrawalFee,
} from '@sorte/domain';
import { type HTMLAttributes, useId, useRef } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import {
  type FieldMessage,
  FormMessage,
  PasswordField,
  SmsCodeField,
  TextField,
  useFocusFirstInvalid,
} from '../../forms/index.ts';
import type { TwoStepSms } from '../../member/TwoStepSection/index.ts';
import { CashierTerms } from '../CashierTerms/index.ts';
import * as shared from '../cashier.css.ts';
import { MoneyOutcomeNotice } from '../MoneyOutcomeNotice/index.ts';
import { type CashierMoneyProps, useCashierMoney } from '../money.ts';
import * as styles from './WithdrawForm.css.ts';

export const WITHDRAW_STEPS = ['edit', 'review'] as const;
export type WithdrawStep = (typeof WITHDRAW_STEPS)[number];

export interface WithdrawFormProps extends CashierMoneyProps {
  /** Minimum, maximum, what can be withdrawn now and the fee. */
  limits: WithdrawalLimits;
  /** The day so far and the usual time, where the gateway says (issue 23 item 4). */
  terms?: CashierTermsOf | undefined;
  /** What a bonus rollover holds of the balance, beside what can be withdrawn now. */
  held?: HeldBalance | undefined;
  /** PIX: a key type and key; ADDRESS: a bank account or wallet address typed as text. */
  accountKind: WithdrawAccountKind;
  /** The address field's label for a channel that is not PIX; 'Endereço de recebimento' by default. */
  addressLabel?: string;
  values: WithdrawFormValues;
  onChange: <Field extends keyof WithdrawFormValues>(field: Field, value: WithdrawFormValues[Field]) => void;
  errors: Partial<Record<WithdrawFormField, FieldMessage>>;
  /** A refusal or failure of the request (spec §8 texts), shown on either step. */
  formError?: FieldMessage;
  /** 'edit': the form; 'review': the summary to confirm (amount, fee, what arrives, where). */
  step: WithdrawStep;
  /** Edit step's submit: the parent validates and, when the form is valid, moves to review. */
  onSubmit: () => void;
  /** Review step: send the withdrawal. */
  onConfirm: () => void;
  /** Review step: back to the form, everything typed kept. */
  onEdit: () => void;
  /** The withdrawal request is in flight: confirm is locked, the fields are read-only. */
  submitting: boolean;
  /** A withdrawal sent whose fate was unknown (a timeout, a dropped connection): checked before anything else. */
  unsure?: UnsureWithdrawal | null;
  /** Issue 23 item 5: two-step verification is on, so the edit step asks for its 6-digit code (`values.twoStepCode`). */
  asksTwoStepCode?: boolean;
  /** The member's two-step method is SMS: the code field sends it, and waits its countdown before resending. */
  twoStepSms?: TwoStepSms;
}

/**
 * Issue 22 item 6: while an unsure withdrawal is `checking` (the gateway's withdrawals read again) or still
 * `unknown`, the form is locked on it and nothing else can be sent; once it is `found` or known `absent` the form is
 * back (empty after found, as typed after absent) with what was learned above it. `amount` is what was sent (null
 * when not known, after a reload of an older page).
 */
export type UnsureWithdrawal =
  | {
      state: 'checking' | 'unknown';
      amount: number | null;
      onCheckAgain: () => void;
      /** The same withdrawal again under its key (the gateway answers a repeat once): when it is still typed. */
      onSendAgain?: () => void;
    }
  | { state: 'found' | 'absent'; amount: number | null };

const FIELD_ORDER: readonly WithdrawFormField[] = [
  'amount',
  'pixKey',
  'address',
  'withdrawPassword',
  'twoStepCode',
];

const KEY_INPUT: Record<
  PixKeyType,
  Pick<HTMLAttributes<HTMLInputElement>, 'inputMode'> & { autoComplete: string }
> = {
  CPF: { inputMode: 'numeric', autoComplete: 'off' },
  PHONE: { inputMode: 'tel', autoComplete: 'tel' },
  EMAIL: { inputMode: 'email', autoComplete: 'email' },
  RANDOM: { inputMode: 'text', autoComplete: 'off' },
};

/** A withdrawal: balance, amount within limits with its fee and what arrives, the receiving account and the withdraw password, then a review to confirm. */
export function WithdrawForm({
  limits,
  terms,
  held,
  accountKind,
  addressLabel,
  values,
  onChange,
  errors,
  formError,
  step,
  onSubmit,
  onConfirm,
  onEdit,
  submitting,
  unsure = null,
  asksTwoStepCode = false,
  twoStepSms,
  ...moneyProps
}: WithdrawFormProps) {
  const { t } = useLingui();
  const money = useCashierMoney(moneyProps);
  const titleId = useId();
  const refs = {
    amount: useRef<HTMLInputElement>(null),
    pixKey: useRef<HTMLInputElement>(null),
    address: useRef<HTMLInputElement>(null),
    withdrawPassword: useRef<HTMLInputElement>(null),
    twoStepCode: useRef<HTMLInputElement>(null),
  };
  const handleSubmit = useFocusFirstInvalid<WithdrawFormField>({
    order: FIELD_ORDER,
    errors,
    submitting,
    refs,
  });
  const keyTypeLabels: Record<PixKeyType, string> = {
    CPF: t`CPF`,
    PHONE: t`Celular`,
    EMAIL: t`E-mail`,
    RANDOM: t`Chave aleatória`,
  };
  const keyPlaceholders: Record<PixKeyType, string> = {
    CPF: '000.000.000-00',
    PHONE: '(11) 91234-5678',
    EMAIL: t`nome@exemplo.com`,
    RANDOM: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
  };
  const amount = typedAmount(values.amount, money.options.locale);
  // A fee and a payout only for an amount that can be withdrawn (issue 23: one was computed beside the error).
  const left = leftToday(terms?.daily);
  const quote =
    amount !== null && amountProblem(amount, { ...limits, leftToday: left }) === null
      ? { fee: withdrawalFee(amount, limits.fee), received: amountReceived(amount, limits.fee) }
      : null;
  const minimum = money.format(limits.min);
  const maximum = money.format(limits.max);
  const withdrawAll = Math.min(
    limits.available,
    limits.max > 0 ? limits.max : limits.available,
    left ?? limits.available,
  );
  const destination =
    accountKind === 'PIX'
      ? `${keyTypeLabels[values.pixKeyType]} · ${values.pixKey.trim()}`
      : values.address.trim();

  const quoteRows = (
    <>
      <dt className={shared.term}>{t`Taxa de saque`}</dt>
      <dd className={shared.value}>{quote ? money.format(quote.fee) : '—'}</dd>
      <dt className={shared.totalTerm}>{t`Você recebe`}</dt>
      <dd className={shared.totalValue}>{quote ? money.format(quote.received) : '—'}</dd>
    </>
  );

  const unsureAmount = unsure?.amount == null ? null : money.format(unsure.amount);
  if (unsure?.state === 'checking' || unsure?.state === 'unknown') {
    return (
      <section className={shared.panel} aria-labelledby={titleId} aria-busy={unsure.state === 'checking'}>
        <h2 id={titleId} className={shared.panelTitle}>
          {t`Verificando seu saque`}
        </h2>
        <MoneyOutcomeNotice
          checking={unsure.state === 'checking'}
          onCheckAgain={unsure.onCheckAgain}
          onRetry={unsure.onSendAgain}
          checkingMessage={
            unsureAmount === null
              ? t`A conexão caiu antes da resposta. Estamos verificando se o seu saque foi feito…`
              : t`A conexão caiu antes da resposta. Estamos verificando se o seu saque de ${unsureAmount} foi feito…`
          }
          message={
            unsureAmount === null
              ? t`Ainda não sabemos se o seu saque foi feito. Nenhum outro saque será enviado até sabermos.`
              : t`Ainda não sabemos se o seu saque de ${unsureAmount} foi feito. Nenhum outro saque será enviado até sabermos.`
          }
        />
      </section>
    );
  }
  const learned =
    unsure?.state === 'found' ? (
      <FormMessage
        tone="info"
        message={
          unsureAmount === null
            ? t`Seu saque foi registrado. Acompanhe o status abaixo.`
            : t`Seu saque de ${unsureAmount} foi registrado. Acompanhe o status abaixo.`
        }
      />
    ) : unsure?.state === 'absent' ? (
      <FormMessage
        tone="warning"
        message={
          unsureAmount === null
            ? t`Seu saque não foi feito: nada saiu do seu saldo. Confira os dados e envie de novo.`
            : t`Seu saque de ${unsureAmount} não foi feito: nada saiu do seu saldo. Confira os dados e envie de novo.`
        }
      />
    ) : null;

  return (
    <section className={shared.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={shared.panelTitle}>
        {step === 'review' ? t`Confirme o saque` : t`Sacar`}
      </h2>
      {learned}
      {step === 'review' ? (
        <div className={styles.form}>
          <dl className={shared.summary}>
            <dt className={shared.term}>{t`Valor do saque`}</dt>
            <dd className={shared.value}>{amount === null ? values.amount : money.format(amount)}</dd>
            <dt className={shared.term}>{t`Destino`}</dt>
            <dd className={shared.value}>
              <bdi>{destination}</bdi>
            </dd>
            {quoteRows}
          </dl>
          <div className={shared.actions}>
            {formError !== undefined ? <FormMessage message={formError} /> : null}
            <div className={styles.reviewButtons}>
              <Button tone="secondary" onClick={onEdit} disabled={submitting}>
                {t`Voltar`}
              </Button>
              <Button
                pending={submitting}
                onClick={() => {
                  if (!submitting) onConfirm();
                }}
              >
                {t`Confirmar saque`}
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <form
          className={styles.form}
          noValidate
          aria-labelledby={titleId}
          onSubmit={handleSubmit(() => {
            if (!submitting) onSubmit();
          })}
        >
          <p className={styles.balance}>
            <span className={styles.balanceLabel}>{t`Saldo disponível para saque`}</span>
            <span className={styles.balanceValue}>{money.format(limits.available)}</span>
          </p>
          <CashierTerms
            terms={terms}
            held={held}
            action="withdraw"
            method={accountKind === 'PIX' ? 'PIX' : t`Saque`}
            format={money.format}
          />
          <TextField
            ref={refs.amount}
            label={t`Valor do saque`}
            name="amount"
            required
            inputMode="decimal"
            autoComplete="off"
            value={values.amount}
            onChange={(event) => onChange('amount', event.currentTarget.value)}
            startAdornment={<bdi className={styles.currency}>{money.symbol}</bdi>}
            endAdornment={
              withdrawAll > 0 ? (
                <button
                  type="button"
                  className={styles.allButton}
                  disabled={submitting}
                  onClick={() => onChange('amount', money.inputText(withdrawAll))}
                >
                  {t`Sacar tudo`}
                </button>
              ) : null
            }
            hint={t`Mínimo ${minimum} · Máximo ${maximum}`}
            error={errors.amount}
            readOnly={submitting}
          />
          <dl className={shared.summary} aria-live="polite">
            {quoteRows}
          </dl>
          {accountKind === 'PIX' ? (
            <div className={styles.account}>
              <PixKeyTypeSelect
                label={t`Tipo de chave PIX`}
                value={values.pixKeyType}
                labels={keyTypeLabels}
                disabled={submitting}
                onChange={(keyType) => onChange('pixKeyType', keyType)}
              />
              <TextField
                ref={refs.pixKey}
                label={t`Chave PIX`}
                name="pixKey"
                required
                dir="ltr"
                spellCheck={false}
                autoCapitalize="none"
                {...KEY_INPUT[values.pixKeyType]}
                placeholder={keyPlaceholders[values.pixKeyType]}
                value={values.pixKey}
                onChange={(event) => onChange('pixKey', event.currentTarget.value)}
                error={errors.pixKey}
                readOnly={submitting}
              />
            </div>
          ) : (
            <TextField
              ref={refs.address}
              label={addressLabel ?? t`Endereço de recebimento`}
              name="address"
              required
              dir="ltr"
              spellCheck={false}
              autoComplete="off"
              value={values.address}
              onChange={(event) => onChange('address', event.currentTarget.value)}
              error={errors.address}
              readOnly={submitting}
            />
          )}
          <PasswordField
            ref={refs.withdrawPassword}
            label={t`Senha de saque`}
            name="withdrawPassword"
            required
            value={values.withdrawPassword}
            onChange={(event) => onChange('withdrawPassword', event.currentTarget.value)}
            error={errors.withdrawPassword}
            readOnly={submitting}
          />
          {asksTwoStepCode && twoStepSms ? (
            <SmsCodeField
              ref={refs.twoStepCode}
              label={t`Código de verificação em duas etapas`}
              name="twoStepCode"
              required
              maxLength={7}
              hint={
                !twoStepSms.sent ? (
                  t`Peça o código por SMS: ele vai para o seu celular cadastrado.`
                ) : twoStepSms.maskedMobile ? (
                  <Trans>
                    Código enviado por SMS para <bdi dir="ltr">{twoStepSms.maskedMobile}</bdi>.
                  </Trans>
                ) : (
                  t`Código enviado por SMS para o seu celular cadastrado.`
                )
              }
              value={values.twoStepCode ?? ''}
              onChange={(event) => onChange('twoStepCode', event.currentTarget.value)}
              error={errors.twoStepCode}
              readOnly={submitting}
              countdownSeconds={twoStepSms.countdownSeconds}
              sending={twoStepSms.sending}
              lockedOut={twoStepSms.lockedOut ?? false}
              onSend={twoStepSms.onSend}
              sendLabel={twoStepSms.sent ? t`Enviar de novo` : t`Enviar código por SMS`}
            />
          ) : asksTwoStepCode ? (
            <TextField
              ref={refs.twoStepCode}
              label={t`Código de verificação em duas etapas`}
              name="twoStepCode"
              required
              dir="ltr"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              hint={t`6 dígitos do seu aplicativo autenticador.`}
              value={values.twoStepCode ?? ''}
              onChange={(event) => onChange('twoStepCode', event.currentTarget.value)}
              error={errors.twoStepCode}
              readOnly={submitting}
            />
          ) : null}
          <div className={shared.actions}>
            {formError !== undefined ? <FormMessage message={formError} /> : null}
            <Button type="submit" block disabled={submitting}>
              {t`Continuar`}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

function PixKeyTypeSelect({
  label,
  value,
  labels,
  disabled,
  onChange,
}: {
  label: string;
  value: PixKeyType;
  labels: Record<PixKeyType, string>;
  disabled: boolean;
  onChange: (keyType: PixKeyType) => void;
}) {
  const id = useId();
  return (
    <div className={styles.selectRoot}>
      <label htmlFor={id} className={styles.selectLabel}>
        {label}
      </label>
      <span className={styles.selectBox}>
        <select
          id={id}
          name="pixKeyType"
          className={styles.select}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.value as PixKeyType)}
        >
          {PIX_KEY_TYPES.map((keyType) => (
            <option key={keyType} value={keyType}>
              {labels[keyType]}
            </option>
          ))}
        </select>
        <span className={styles.selectChevron}>
          <Icon name="chevronDown" size="small" />
        </span>
      </span>
    </div>
  );
}
