import { useLingui } from '@lingui/react/macro';
import { categoryMessages, type RebateCategory, type RebateClaimResult } from '@sorte/domain';
import { type MoneyOutcome, MoneyOutcomeNotice } from '../../cashier/MoneyOutcomeNotice/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import type { LoadStatus } from '../../components/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import type { FieldMessage } from '../../forms/index.ts';
import { useMessageText } from '../../forms/index.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import type { RecordFormats } from '../formats.ts';
import * as shared from '../records.css.ts';
import * as styles from './RebatePanel.css.ts';

/** Every category at once. */
export const CLAIM_ALL = 'ALL';

export interface RebatePanelProps {
  categories: readonly RebateCategory[];
  status: LoadStatus;
  failure?: FailureKind;
  onRetry?: () => void;
  formats: RecordFormats;
  /** The claim under way: a category, {@link CLAIM_ALL}, or null. */
  claiming: string | null;
  /** How the last claim ended (a money action: refused, unknown, or done). */
  outcome: MoneyOutcome<RebateClaimResult> | null;
  /**
   * Claims one category, or every category with something to claim (undefined). Absent on a gateway without the
   * claim call (issue 24 item 4): the rates and amounts show, with no claim buttons.
   */
  onClaim?: (gameCategory: string | undefined) => void;
  /** After an unknown outcome: re-read the balance and what is claimable. */
  onCheckAgain: () => void;
  /** After a check, the same claim again under the same Idempotency-Key. */
  onRetryClaim?: () => void;
}

const categoryLabel = (category: string) =>
  category in categoryMessages ? categoryMessages[category as keyof typeof categoryMessages] : category;

/** Manual rebate: what each game category pays back on valid bets, claimed one by one or all at once. */
export function RebatePanel({
  categories,
  status,
  failure,
  onRetry,
  formats,
  claiming,
  outcome,
  onClaim,
  onCheckAgain,
  onRetryClaim,
}: RebatePanelProps) {
  const { t, i18n } = useLingui();
  const text = useMessageText();
  const name = (category: string) => {
    const label = categoryLabel(category);
    return typeof label === 'string' ? label : i18n._(label);
  };
  if (status === 'error') return <GridNotice kind="error" failure={failure} onRetry={onRetry} />;
  if (status === 'loading')
    return (
      <div className={styles.loading} aria-busy="true">
        <Spinner />
        <span>{t`Carregando rebates…`}</span>
      </div>
    );
  const total = Math.round(categories.reduce((sum, category) => sum + category.claimable * 100, 0)) / 100;
  const busy = claiming !== null || (outcome?.kind === 'unknown' && outcome.checking);
  const validBetHeader = t`Apostas válidas`;
  const rateHeader = t({ message: 'Taxa', context: 'percentage' });
  const claimableHeader = t`Disponível`;
  return (
    <section className={shared.panel} aria-labelledby="rebate-title">
      <div className={styles.head}>
        <h2 id="rebate-title" className={styles.title}>
          {t`Rebate disponível`}
        </h2>
        <p className={`${styles.total} ${shared.amount}`}>{formats.money(total)}</p>
        {onClaim ? (
          <Button
            tone="primary"
            onClick={() => onClaim(undefined)}
            disabled={total <= 0 || busy}
            pending={claiming === CLAIM_ALL}
          >
            {t`Resgatar tudo`}
          </Button>
        ) : null}
      </div>
      {outcome?.kind === 'succeeded' ? (
        <p className={styles.success} role="status">
          <Icon name="check" size="small" />
          <span>
            {t`${formats.money(outcome.receipt.claimed)} creditados na sua carteira principal.`}
            {outcome.receipt.balance !== undefined
              ? ` ${t`Saldo: ${formats.money(outcome.receipt.balance)}`}`
              : ''}
          </span>
        </p>
      ) : outcome?.kind === 'failed' ? (
        <p className={shared.error} role="alert">
          <Icon name="critical" size="small" />
          <span>{text(outcome.message as FieldMessage)}</span>
        </p>
      ) : outcome?.kind === 'unknown' ? (
        <MoneyOutcomeNotice checking={outcome.checking} onCheckAgain={onCheckAgain} onRetry={onRetryClaim} />
      ) : null}
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t`Rebate por categoria de jogo`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Categoria`}</th>
              <th scope="col" className={styles.end}>
                {validBetHeader}
              </th>
              <th scope="col" className={styles.end}>
                {rateHeader}
              </th>
              <th scope="col" className={styles.end}>
                {claimableHeader}
              </th>
              {onClaim ? (
                <th scope="col">
                  <span className={styles.caption}>{t`Ação`}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {categories.map((category) => (
              <tr key={category.gameCategory}>
                <th scope="row">{name(category.gameCategory)}</th>
                <td className={styles.end}>
                  <span className={styles.cellLabel} aria-hidden="true">
                    {validBetHeader}
                  </span>
                  <bdi className={shared.amount}>{formats.money(category.validBet)}</bdi>
                </td>
                <td className={styles.end}>
                  <span className={styles.cellLabel} aria-hidden="true">
                    {rateHeader}
                  </span>
                  <bdi className={shared.amount}>{formats.percent(category.rate)}</bdi>
                </td>
                <td className={styles.end}>
                  <span className={styles.cellLabel} aria-hidden="true">
                    {claimableHeader}
                  </span>
                  <bdi className={shared.amount}>{formats.money(category.claimable)}</bdi>
                </td>
                {onClaim ? (
                  <td className={`${styles.end} ${styles.action}`}>
                    <Button
                      tone="secondary"
                      size="small"
                      onClick={() => onClaim(category.gameCategory)}
                      disabled={category.claimable <= 0 || busy}
                      pending={claiming === category.gameCategory}
                      aria-label={t`Resgatar ${name(category.gameCategory)}`}
                    >
                      {t`Resgatar`}
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
