import { useLingui } from '@lingui/react/macro';
import {
  amountProblem,
  DEPOSIT_CHANNEL_KINDS,
  type DepositChannel,
  type DepositFormField,
  type DepositFormValues,
  type GatewayErrorKind,
  gatewayErrorMessage,
  leftToday,
  typedAmount,
} from '@sorte/domain';
import { useId, useRef } from 'react';
import { Button } from '../../components/Button/index.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { type FieldMessage, FormMessage, TextField, useFocusFirstInvalid } from '../../forms/index.ts';
import { CashierTerms } from '../CashierTerms/index.ts';
import * as shared from '../cashier.css.ts';
import { MoneyOutcomeNotice, type MoneyOutcomeUnknown } from '../MoneyOutcomeNotice/index.ts';
import { type CashierMoneyProps, useCashierMoney } from '../money.ts';
import { AmountAsRead } from '../walletParts/AmountAsRead.tsx';
import * as styles from './DepositPanel.css.ts';

/** The channels in the order they are offered: PIX first, then bank transfer, then the others as listed. */
export function orderedDepositChannels(channels: readonly DepositChannel[]): DepositChannel[] {
  return channels
    .map((channel, index) => ({ channel, index }))
    .sort(
      (a, b) =>
        DEPOSIT_CHANNEL_KINDS.indexOf(a.channel.kind) - DEPOSIT_CHANNEL_KINDS.indexOf(b.channel.kind) ||
        a.index - b.index,
    )
    .map(({ channel }) => channel);
}

/** The chosen channel: the one `channelId` names, else the first offered (what the panel shows as chosen). */
export function chosenDepositChannel(
  channels: readonly DepositChannel[],
  channelId: string,
): DepositChannel | undefined {
  return channels.find((channel) => channel.id === channelId) ?? orderedDepositChannels(channels)[0];
}

export interface DepositPanelProps extends CashierMoneyProps {
  /** The channels the gateway offers, in its order (PIX is shown first). */
  channels: readonly DepositChannel[];
  channelsStatus?: LoadStatus;
  /** How the channels' read failed: its spec §8 text (network, timeout, unknown) is shown ('Unknown error' when absent). */
  channelsFailure?: GatewayErrorKind;
  /** Loads the channels again after a failure. */
  onRetryChannels?: () => void;
  values: DepositFormValues;
  onChange: <Field extends keyof DepositFormValues>(field: Field, value: DepositFormValues[Field]) => void;
  errors: Partial<Record<DepositFormField, FieldMessage>>;
  /** A refusal or failure of the request (spec §8 texts). */
  formError?: FieldMessage;
  /** A request is in flight: the submit is locked. */
  submitting: boolean;
  onSubmit: () => void;
  outcomeUnknown?: MoneyOutcomeUnknown | null;
}

/** The deposit form: channel, amount (with the channel's limits and presets) and the request. */
export function DepositPanel({
  channels,
  channelsStatus = 'ready',
  channelsFailure = 'unknown',
  onRetryChannels,
  values,
  onChange,
  errors,
  formError,
  submitting,
  onSubmit,
  outcomeUnknown = null,
  ...moneyProps
}: DepositPanelProps) {
  const { t, i18n } = useLingui();
  const money = useCashierMoney(moneyProps);
  const titleId = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const handleSubmit = useFocusFirstInvalid<DepositFormField>({
    order: ['amount'],
    errors,
    submitting,
    refs: { amount: amountRef },
  });
  const ordered = orderedDepositChannels(channels);
  const chosen = chosenDepositChannel(channels, values.channelId);
  const typed = typedAmount(values.amount, money.options.locale);
  const checking = outcomeUnknown?.checking ?? false;

  const title = (
    <h2 id={titleId} className={shared.panelTitle}>
      {t`Depositar`}
    </h2>
  );

  if (channelsStatus !== 'ready' || ordered.length === 0) {
    return (
      <section className={shared.panel} aria-labelledby={titleId}>
        {title}
        {channelsStatus === 'loading' ? (
          <div className={styles.centred}>
            <Spinner size="large" label={t`Carregando formas de depósito`} />
          </div>
        ) : channelsStatus === 'error' ? (
          <div className={styles.unsure}>
            <FormMessage
              message={`${t`Não foi possível carregar as formas de depósito.`} ${i18n._(gatewayErrorMessage(channelsFailure))}`}
            />
            {onRetryChannels ? (
              <Button tone="secondary" onClick={onRetryChannels}>{t`Tentar novamente`}</Button>
            ) : null}
          </div>
        ) : (
          <FormMessage
            tone="info"
            message={t`Nenhuma forma de depósito disponível no momento. Tente mais tarde ou fale com o suporte.`}
          />
        )}
      </section>
    );
  }

  const minimum = chosen ? money.format(chosen.min) : '';
  const maximum = chosen ? money.format(chosen.max) : '';
  const limitsText = chosen ? t`Mínimo ${minimum} · Máximo ${maximum}` : undefined;

  return (
    <section className={shared.panel} aria-labelledby={titleId}>
      {title}
      <form
        className={styles.form}
        noValidate
        aria-labelledby={titleId}
        onSubmit={handleSubmit(() => {
          if (!submitting && !checking) onSubmit();
        })}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t`Forma de pagamento`}</legend>
          <div className={styles.channels}>
            {ordered.map((channel) => (
              <label key={channel.id} className={styles.channel}>
                <input
                  type="radio"
                  className={styles.radio}
                  name="channelId"
                  value={channel.id}
                  checked={channel.id === chosen?.id}
                  disabled={submitting}
                  onChange={() => onChange('channelId', channel.id)}
                />
                <span className={styles.channelText}>
                  <span className={styles.channelName}>{channel.name}</span>
                  <span className={styles.channelLimits}>
                    {money.format(channel.min)} – {money.format(channel.max)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          ref={amountRef}
          label={t`Valor do depósito`}
          name="amount"
          required
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          onChange={(event) => onChange('amount', event.currentTarget.value)}
          startAdornment={<bdi className={styles.currency}>{money.symbol}</bdi>}
          hint={limitsText}
          error={errors.amount}
          readOnly={submitting}
        />
        {chosen ? (
          <CashierTerms terms={chosen.terms} action="deposit" method={chosen.name} format={money.format} />
        ) : null}
        {chosen && chosen.presets.length > 0 ? (
          <fieldset className={styles.presets} aria-label={t`Valores sugeridos`}>
            {chosen.presets.map((preset) => (
              <button
                key={preset}
                type="button"
                className={styles.preset}
                aria-pressed={typed === preset}
                disabled={submitting}
                onClick={() => onChange('amount', money.inputText(preset))}
              >
                {money.format(preset)}
              </button>
            ))}
          </fieldset>
        ) : null}
        <div className={shared.actions}>
          {outcomeUnknown ? (
            <MoneyOutcomeNotice
              checking={outcomeUnknown.checking}
              onCheckAgain={outcomeUnknown.onCheckAgain}
            />
          ) : formError !== undefined ? (
            <FormMessage message={formError} />
          ) : null}
          <AmountAsRead
            text={
              typed !== null &&
              chosen &&
              amountProblem(typed, { ...chosen, leftToday: leftToday(chosen.terms?.daily) }) === null
                ? t`Você vai depositar ${money.format(typed)}`
                : null
            }
          />
          <Button type="submit" block pending={submitting} disabled={checking}>
            {t`Depositar`}
          </Button>
        </div>
      </form>
    </section>
  );
}
