import { useLingui } from '@lingui/react/macro';
import { type CashierMoneyProps, useCashierMoney } from '../../cashier/money.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { ProgressMeter } from '../../components/ProgressMeter/index.ts';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import { skeleton } from '../../lottery/skeleton.css.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './VipProgress.css.ts';

/** What counts towards the next level: the amount done of the amount needed. */
export interface VipRequirementItem {
  kind: 'validBet' | 'deposit';
  done: number;
  needed: number;
}

/** A level's benefits; one the gateway does not give is absent (shown as a dash). */
export interface VipLevelItem {
  level: number;
  name?: string;
  /** A share: 0.007 is 0.7 %. */
  rebateRate?: number;
  withdrawLimit?: number;
  birthdayBonus?: number;
  upgradeBonus?: number;
}

export interface VipProgressData {
  level?: number;
  nextLevel?: number;
  nextName?: string;
  requirements: readonly VipRequirementItem[];
  levels: readonly VipLevelItem[];
}

export interface VipProgressProps extends CashierMoneyProps {
  /** `notOffered`: this gateway does not give the progress (a reading): a note, once. */
  status: LoadStatus | 'notOffered';
  failure?: FailureKind;
  progress?: VipProgressData;
  onRetry: () => void;
}

/** The VIP page's progress to the next level and the benefits of every level, the member's own marked. */
export function VipProgress({ status, failure, progress, onRetry, ...moneyProps }: VipProgressProps) {
  const { t, i18n } = useLingui();
  const money = useCashierMoney(moneyProps);
  const locale = formatLocaleOf(i18n);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const whole = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  if (status === 'notOffered')
    return (
      <p className={styles.note}>{t`Este site não mostra o progresso nem os benefícios dos níveis VIP.`}</p>
    );
  if (status === 'loading')
    return (
      <>
        <p className={visuallyHidden} role="status">
          {t`Carregando o progresso VIP`}
        </p>
        <div className={`${skeleton} ${styles.skeleton}`} aria-hidden="true" />
      </>
    );
  if (status === 'error' || !progress)
    return (
      <GridNotice
        kind="error"
        message={t`Não foi possível carregar o progresso VIP.`}
        failure={failure}
        onRetry={onRetry}
      />
    );
  const kindLabel = { validBet: t`Apostas válidas`, deposit: t`Depósitos` };
  const nextLabel =
    progress.nextName ?? (progress.nextLevel !== undefined ? t`VIP ${progress.nextLevel}` : undefined);
  const dash = '—';
  return (
    <div className={styles.root}>
      <section className={styles.section} aria-labelledby="vip-next-title">
        <h2 id="vip-next-title" className={styles.title}>
          {nextLabel ? (
            <>
              {t`Progresso para`} <bdi>{nextLabel}</bdi>
            </>
          ) : (
            t`Progresso`
          )}
        </h2>
        {progress.requirements.length === 0 ? (
          <p className={styles.note}>
            {nextLabel === undefined
              ? t`Você está no nível mais alto.`
              : t`Nada a cumprir para o próximo nível.`}
          </p>
        ) : (
          <ul className={styles.requirements}>
            {progress.requirements.map((requirement) => {
              const fraction = Math.min(1, requirement.done / requirement.needed);
              const labelId = `vip-requirement-${requirement.kind}`;
              const valueText = t`${money.format(Math.min(requirement.done, requirement.needed))} de ${money.format(requirement.needed)}`;
              const left = requirement.needed - requirement.done;
              return (
                <li key={requirement.kind} className={styles.requirement}>
                  <ProgressMeter
                    id={labelId}
                    label={kindLabel[requirement.kind]}
                    fraction={fraction}
                    percentText={whole.format(fraction)}
                    valueText={valueText}
                  />
                  <p className={styles.detail}>
                    <bdi>{valueText}</bdi>
                    {' · '}
                    {left > 0 ? t`faltam ${money.format(left)}` : t`cumprido`}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {progress.levels.length > 0 ? (
        <section className={styles.section} aria-labelledby="vip-benefits-title">
          <h2 id="vip-benefits-title" className={styles.title}>
            {t`Benefícios por nível`}
          </h2>
          <ul className={styles.levels}>
            {progress.levels.map((level) => {
              const current = level.level === progress.level;
              const name = level.name ?? t`VIP ${level.level}`;
              return (
                <li
                  key={level.level}
                  className={current ? `${styles.level} ${styles.currentLevel}` : styles.level}
                  aria-current={current ? 'true' : undefined}
                  aria-labelledby={`vip-level-${level.level}`}
                >
                  <h3 id={`vip-level-${level.level}`} className={styles.levelName}>
                    <bdi>{name}</bdi>
                    {current ? <span className={styles.currentBadge}>{t`Seu nível`}</span> : null}
                  </h3>
                  <dl className={styles.benefits}>
                    <dt className={styles.term}>{t`Rebate`}</dt>
                    <dd className={styles.value}>
                      <bdi>{level.rebateRate === undefined ? dash : percent.format(level.rebateRate)}</bdi>
                    </dd>
                    <dt className={styles.term}>{t`Limite de saque por dia`}</dt>
                    <dd className={styles.value}>
                      <bdi>
                        {level.withdrawLimit === undefined ? dash : money.format(level.withdrawLimit)}
                      </bdi>
                    </dd>
                    <dt className={styles.term}>{t`Bônus de aniversário`}</dt>
                    <dd className={styles.value}>
                      <bdi>
                        {level.birthdayBonus === undefined ? dash : money.format(level.birthdayBonus)}
                      </bdi>
                    </dd>
                    <dt className={styles.term}>{t`Bônus de promoção de nível`}</dt>
                    <dd className={styles.value}>
                      <bdi>{level.upgradeBonus === undefined ? dash : money.format(level.upgradeBonus)}</bdi>
                    </dd>
                  </dl>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
