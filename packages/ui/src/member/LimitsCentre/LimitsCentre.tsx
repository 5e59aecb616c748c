import { useLingui } from '@lingui/react/macro';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  PLATFORM_TIME_ZONE,
} from '@sorte/domain';
import { type CashierMoneyProps, useCashierMoney } from '../../cashier/money.ts';
import { Button } from '../../components/Button/index.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { ProgressMeter } from '../../components/ProgressMeter/index.ts';
import type { FieldMessage } from '../../forms/fieldMessage.ts';
import { TabsBar } from '../../forms/TabsBar/index.ts';
import { TextField } from '../../forms/TextField/index.ts';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import { skeleton } from '../../lottery/skeleton.css.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './LimitsCentre.css.ts';

/** One limit as the page shows it: money in the currency, minutes for session time; times as epoch ms. */
export interface LimitItem {
  kind: LimitKind;
  period: LimitPeriod;
  /** The limit in force; null: none. */
  amount: number | null;
  /** This period's use, when a limit is in force. */
  usage?: { used: number; remaining: number; percent: number; resetsAt: number };
  /** A raise (or a removal: amount null) waiting for its 24 hours, or for the player's confirmation. */
  pending?: { amount: number | null; confirmableAt: number; lapsesAt: number; confirmable: boolean };
}

export type LimitKey = `${LimitKind}:${LimitPeriod}`;

export const limitKey = (kind: LimitKind, period: LimitPeriod): LimitKey => `${kind}:${period}`;

export interface LimitsCentreProps extends CashierMoneyProps {
  status: LoadStatus;
  failure?: FailureKind;
  limits: readonly LimitItem[];
  /** The kind of limit on screen: one kind at a time, its three periods side by side. */
  kind: LimitKind;
  onKindChange: (kind: LimitKind) => void;
  /** What the player typed in each limit's field (controlled). */
  drafts: Partial<Record<LimitKey, string>>;
  errors: Partial<Record<LimitKey, FieldMessage>>;
  /** The limit whose change is being sent. */
  busy?: LimitKey | null;
  onDraftChange: (key: LimitKey, text: string) => void;
  onSave: (key: LimitKey) => void;
  onRemove: (key: LimitKey) => void;
  onConfirm: (key: LimitKey) => void;
  onCancel: (key: LimitKey) => void;
  onRetry: () => void;
}

/**
 * The limits centre (issue 26 item 2): deposit, loss, stake and session-time limits per day, week and month, each with
 * its use this period, a raise waiting its 24 hours or the player's confirmation, and a field to change it. One kind
 * at a time behind tabs; a tab says when one of its limits is reached or a raise waits for confirmation.
 */
export function LimitsCentre({
  status,
  failure,
  limits,
  kind: shownKind,
  onKindChange,
  drafts,
  errors,
  busy = null,
  onDraftChange,
  onSave,
  onRemove,
  onConfirm,
  onCancel,
  onRetry,
  ...moneyProps
}: LimitsCentreProps) {
  const { t, i18n } = useLingui();
  const money = useCashierMoney(moneyProps);
  const locale = formatLocaleOf(i18n);
  const whole = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: PLATFORM_TIME_ZONE,
  });
  if (status === 'loading')
    return (
      <>
        <p className={visuallyHidden} role="status">
          {t`Carregando seus limites`}
        </p>
        <div className={`${skeleton} ${styles.skeleton}`} aria-hidden="true" />
      </>
    );
  if (status === 'error')
    return (
      <GridNotice
        kind="error"
        message={t`Não foi possível carregar seus limites.`}
        failure={failure}
        onRetry={onRetry}
      />
    );

  const kindTitle: Record<LimitKind, string> = {
    deposit: t`Limite de depósito`,
    loss: t`Limite de perda`,
    stake: t`Limite de apostas`,
    sessionTime: t`Limite de tempo de jogo`,
  };
  const kindHint: Record<LimitKind, string> = {
    deposit: t`Quanto você pode depositar.`,
    loss: t`Quanto você pode perder: o que apostou menos o que ganhou.`,
    stake: t`Quanto você pode apostar.`,
    sessionTime: t`Por quanto tempo você pode jogar, em minutos.`,
  };
  const periodTitle: Record<LimitPeriod, string> = { day: t`Diário`, week: t`Semanal`, month: t`Mensal` };
  const newLimitLabel: Record<LimitPeriod, string> = {
    day: t`Novo limite diário`,
    week: t`Novo limite semanal`,
    month: t`Novo limite mensal`,
  };
  const usedLabel: Record<LimitPeriod, string> = {
    day: t`Usado hoje`,
    week: t`Usado nesta semana`,
    month: t`Usado neste mês`,
  };
  const tabName: Record<LimitKind, string> = {
    deposit: t`Depósito`,
    loss: t`Perda`,
    stake: t`Apostas`,
    sessionTime: t`Tempo`,
  };
  const tabLabel = (kind: LimitKind) => {
    const ofKind = limits.filter((item) => item.kind === kind);
    const note = ofKind.some((item) => item.pending?.confirmable)
      ? t`a confirmar`
      : ofKind.some((item) => item.usage && item.usage.remaining <= 0)
        ? t`atingido`
        : null;
    return note === null ? (
      tabName[kind]
    ) : (
      <>
        {tabName[kind]} <span className={styles.tabNote}>({note})</span>
      </>
    );
  };
  const amountText = (kind: LimitKind, amount: number) =>
    kind === 'sessionTime' ? t`${amount} min` : money.format(amount);

  return (
    <div className={styles.root}>
      <p className={styles.intro}>
        {t`Reduzir um limite vale na hora. Aumentar ou remover um limite espera 24 horas e depois pede a sua confirmação; sem ela em 7 dias, o pedido expira.`}
      </p>
      <TabsBar
        value={shownKind}
        onValueChange={onKindChange}
        label={t`Tipos de limite`}
        wrap
        items={LIMIT_KINDS.map((kind) => ({ value: kind, label: tabLabel(kind) }))}
      >
        {LIMIT_KINDS.map((kind) => (
          <TabsBar.Panel key={kind} value={kind}>
            <section className={styles.kind} aria-labelledby={`limits-${kind}`}>
              <h2 id={`limits-${kind}`} className={styles.kindTitle}>
                {kindTitle[kind]}
              </h2>
              <p className={styles.detail}>{kindHint[kind]}</p>
              <ul className={styles.periods}>
                {LIMIT_PERIODS.map((period) => {
                  const key = limitKey(kind, period);
                  const limit = limits.find((item) => item.kind === kind && item.period === period);
                  const amount = limit?.amount ?? null;
                  const titleId = `limit-${kind}-${period}`;
                  const pending = limit?.pending;
                  const sending = busy === key;
                  const pendingText =
                    pending === undefined
                      ? ''
                      : pending.amount === null
                        ? t`Remoção do limite`
                        : t`Aumento para ${amountText(kind, pending.amount)}`;
                  return (
                    <li key={period} className={styles.period} aria-labelledby={titleId}>
                      <h3 id={titleId} className={styles.periodTitle}>
                        <span>{periodTitle[period]}</span>
                        <bdi className={styles.amount}>
                          {amount === null ? t`Sem limite` : amountText(kind, amount)}
                        </bdi>
                      </h3>
                      {amount !== null && limit?.usage ? (
                        <>
                          <ProgressMeter
                            id={`${titleId}-used`}
                            label={usedLabel[period]}
                            fraction={limit.usage.percent / 100}
                            percentText={whole.format(limit.usage.percent / 100)}
                            valueText={t`${amountText(kind, limit.usage.used)} de ${amountText(kind, amount)}`}
                          />
                          <p className={styles.detail}>
                            {t`Restam ${amountText(kind, limit.usage.remaining)} · renova em ${when.format(limit.usage.resetsAt)}`}
                          </p>
                        </>
                      ) : null}
                      {pending ? (
                        <div className={styles.pending}>
                          <p className={styles.detail}>
                            {pending.confirmable
                              ? t`${pendingText}: confirme até ${when.format(pending.lapsesAt)}.`
                              : t`${pendingText}: pendente até ${when.format(pending.confirmableAt)}.`}
                          </p>
                          <div className={styles.actions}>
                            {pending.confirmable ? (
                              <Button size="small" pending={sending} onClick={() => onConfirm(key)}>
                                {t`Confirmar`}
                              </Button>
                            ) : null}
                            <Button
                              size="small"
                              tone="secondary"
                              disabled={sending}
                              onClick={() => onCancel(key)}
                            >
                              {t`Cancelar pedido`}
                            </Button>
                          </div>
                        </div>
                      ) : null}
                      <form
                        noValidate
                        onSubmit={(event) => {
                          event.preventDefault();
                          onSave(key);
                        }}
                      >
                        <TextField
                          label={newLimitLabel[period]}
                          aria-describedby={`limits-${kind}`}
                          inputMode={kind === 'sessionTime' ? 'numeric' : 'decimal'}
                          autoComplete="off"
                          value={drafts[key] ?? ''}
                          error={errors[key]}
                          readOnly={sending}
                          onChange={(event) => onDraftChange(key, event.currentTarget.value)}
                          startAdornment={kind === 'sessionTime' ? undefined : <bdi>{money.symbol}</bdi>}
                          endAdornment={kind === 'sessionTime' ? t`min` : undefined}
                        />
                        <div className={styles.actions}>
                          <Button type="submit" size="small" pending={sending}>
                            {t`Salvar`}
                          </Button>
                          {amount !== null && pending?.amount !== null ? (
                            <Button
                              size="small"
                              tone="ghost"
                              disabled={sending}
                              onClick={() => onRemove(key)}
                            >
                              {t`Remover limite`}
                            </Button>
                          ) : null}
                        </div>
                      </form>
                    </li>
                  );
                })}
              </ul>
            </section>
          </TabsBar.Panel>
        ))}
      </TabsBar>
    </div>
  );
}
