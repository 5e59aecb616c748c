import { useLingui } from '@lingui/react/macro';
import { type BetRecord, betStatusMessages, categoryMessages } from '@sorte/domain';
import { CopyField } from '../../cashier/CopyField/index.ts';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import { Modal } from '../../modals/Modal/index.ts';
import { money, useCodeLabel } from '../columns.tsx';
import type { RecordFormats } from '../formats.ts';
import * as styles from './BetDetails.css.ts';

export type BetDetailsCopied = 'bet' | 'round';

export interface BetDetailsProps {
  /** The bet shown; null keeps the dialog closed. */
  bet: BetRecord | null;
  formats: RecordFormats;
  onClose: () => void;
  /** The player pressed Copy on the bet's or the round's number: the parent writes it to the clipboard. */
  onCopy: (what: BetDetailsCopied, value: string) => void;
  /** Which number was just copied (says 'Copiado' for a moment). */
  copied?: BetDetailsCopied | null;
}

/**
 * Issue 23 item 6: one bet of the betting record (§2 personalHistoryCopy) in full: its numbers to copy, when, which
 * game, the money and the result; the round, the odds and the picks when the gateway gives them.
 */
export function BetDetails({ bet, formats, onClose, onCopy, copied = null }: BetDetailsProps) {
  const { t, i18n } = useLingui();
  const label = useCodeLabel();
  const odds = new Intl.NumberFormat(formatLocaleOf(i18n), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (
    <Modal open={bet !== null} onClose={onClose} title={t`Detalhes da aposta`} size="small">
      {bet ? (
        <div className={styles.root}>
          <CopyField
            label={t`Nº da aposta`}
            value={bet.id}
            monospace
            onCopy={() => onCopy('bet', bet.id)}
            copied={copied === 'bet'}
          />
          {bet.roundId !== undefined ? (
            <CopyField
              label={t`Nº da rodada`}
              value={bet.roundId}
              monospace
              onCopy={() => onCopy('round', bet.roundId!)}
              copied={copied === 'round'}
            />
          ) : null}
          <dl className={styles.facts}>
            <dt>{t`Data`}</dt>
            <dd>
              <bdi>{formats.dateTime(bet.time)}</bdi>
            </dd>
            <dt>{t`Jogo`}</dt>
            <dd>
              <bdi>{bet.gameName}</bdi>
            </dd>
            <dt>{t`Categoria`}</dt>
            <dd>{label(categoryMessages, bet.gameCategory)}</dd>
            {bet.vendor !== undefined ? (
              <>
                <dt>{t`Provedor`}</dt>
                <dd>
                  <bdi>{bet.vendor}</bdi>
                </dd>
              </>
            ) : null}
            <dt>{t`Situação`}</dt>
            <dd>{label(betStatusMessages, bet.status)}</dd>
            <dt>{t`Aposta`}</dt>
            <dd>{money(formats, bet.betAmount)}</dd>
            <dt>{t`Aposta válida`}</dt>
            <dd>{money(formats, bet.validBet)}</dd>
            <dt>{t`Prêmio`}</dt>
            <dd>{money(formats, bet.payout)}</dd>
            <dt>{t`Resultado`}</dt>
            <dd>{money(formats, bet.profit, true)}</dd>
            {bet.odds !== undefined ? (
              <>
                <dt>{t`Odds`}</dt>
                <dd>
                  <bdi>{odds.format(bet.odds)}</bdi>
                </dd>
              </>
            ) : null}
          </dl>
          {bet.selections ? (
            <section className={styles.selections} aria-labelledby="bet-selections-title">
              <h3 id="bet-selections-title" className={styles.selectionsTitle}>
                {t`Seleções`}
              </h3>
              <ul className={styles.selectionList}>
                {bet.selections.map((selection, index) => (
                  // Picks have no id of their own; their order is the bet's.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <li key={index} className={styles.selection}>
                    <bdi>{selection.label}</bdi>
                    {selection.odds !== undefined ? (
                      <bdi className={styles.odds}>{odds.format(selection.odds)}</bdi>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
