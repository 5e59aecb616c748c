import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  categoryMessages,
  type DownlineTransaction,
  type PalStatementRow,
  type PalStatementTotals,
  type ReportScope,
  type RevenueRow,
  type RevenueTotals,
  type SalaryKind,
  type SalaryRecord,
  type SalaryTotals,
  salaryPeriodMessages,
  salaryStatusMessages,
  todayIn,
} from '@sorte/domain';
import { useMemo } from 'react';
import {
  money,
  moneyColumn,
  type RecordColumn,
  type RecordFormats,
  type RecordTotal,
  useCodeLabel,
  useTransactionColumns,
  when,
  withTone,
} from '../../records/index.ts';
import * as styles from './reportColumns.css.ts';

// The agent centre's reports, column by column, built like the member centre's records (../../records/columns.tsx):
// what each cell shows and what its CSV cell holds (amounts as plain numbers, labels as shown).

/** What a bet report (profit and loss, revenue) sums, row by row and over the range. */
interface BetFigures {
  betCount: number;
  betAmount: number;
  validBet: number;
  winLoss: number;
}

/** A bet report's columns after its first one: the bets, the amount bet, the valid bet, the players' win or loss. */
function betFigureColumns<Row extends BetFigures>(formats: RecordFormats, i18n: I18n): RecordColumn<Row>[] {
  return [
    {
      id: 'count',
      header: i18n._(msg`Apostas`),
      cell: (row) => i18n.number(row.betCount),
      csv: (row) => row.betCount,
      align: 'end',
      width: 'minmax(4rem, 0.7fr)',
    },
    moneyColumn('bet', i18n._(msg`Valor apostado`), formats, (row) => row.betAmount),
    moneyColumn('valid', i18n._(msg`Aposta válida`), formats, (row) => row.validBet),
    moneyColumn('winLoss', i18n._(msg`Ganho ou perda dos jogadores`), formats, (row) => row.winLoss, true),
  ];
}

/** A bet report's totals: the amount bet, the valid bets, the players' win or loss. */
function betFigureTotals(
  totals: Omit<BetFigures, 'betCount'>,
  formats: RecordFormats,
  i18n: I18n,
): RecordTotal[] {
  return [
    { id: 'bet', label: i18n._(msg`Total apostado`), value: money(formats, totals.betAmount) },
    { id: 'valid', label: i18n._(msg`Apostas válidas`), value: money(formats, totals.validBet) },
    withTone(
      {
        id: 'winLoss',
        label: i18n._(msg`Ganho ou perda dos jogadores`),
        value: money(formats, totals.winLoss),
      },
      totals.winLoss,
    ),
  ];
}

/** palStatementsAgentCopy: the team's rows are members, the agent's own rows are days. */
export function usePalStatementColumns(
  formats: RecordFormats,
  scope: ReportScope,
): RecordColumn<PalStatementRow>[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      scope === 'team'
        ? {
            id: 'account',
            header: t`Membro`,
            cell: (row) => <bdi>{row.account}</bdi>,
            csv: (row) => row.account,
            width: 'minmax(6rem, 1.2fr)',
          }
        : {
            id: 'date',
            header: t`Dia`,
            cell: (row) => when(row.date ? formats.date(row.date) : '—'),
            csv: (row) => row.date,
            width: 'minmax(7rem, auto)',
          },
      ...betFigureColumns<PalStatementRow>(formats, i18n),
      moneyColumn('bonus', t`Bônus`, formats, (row) => row.bonus),
      moneyColumn('rebate', t`Rebate`, formats, (row) => row.rebate),
      moneyColumn('profitLoss', t`Lucro ou perda`, formats, (row) => row.profitLoss, true),
    ],
    [t, i18n, formats, scope],
  );
}

export function palStatementTotalItems(
  totals: PalStatementTotals | undefined,
  formats: RecordFormats,
  i18n: I18n,
): RecordTotal[] {
  if (!totals) return [];
  return [
    ...betFigureTotals(totals, formats, i18n),
    { id: 'bonus', label: i18n._(msg`Bônus`), value: money(formats, totals.bonus) },
    { id: 'rebate', label: i18n._(msg`Rebate`), value: money(formats, totals.rebate) },
    withTone(
      { id: 'profitLoss', label: i18n._(msg`Lucro ou perda`), value: money(formats, totals.profitLoss) },
      totals.profitLoss,
    ),
  ];
}

/** agentRevenueReport: one row per game category. */
export function useRevenueColumns(formats: RecordFormats): RecordColumn<RevenueRow>[] {
  const { t, i18n } = useLingui();
  const label = useCodeLabel();
  return useMemo(
    () => [
      {
        id: 'category',
        header: t`Categoria`,
        cell: (row) => <span className={styles.strong}>{label(categoryMessages, row.gameCategory)}</span>,
        csv: (row) => label(categoryMessages, row.gameCategory),
        width: 'minmax(7rem, 1.2fr)',
      },
      ...betFigureColumns<RevenueRow>(formats, i18n),
      moneyColumn('revenue', t`Receita do agente`, formats, (row) => row.revenue, true),
    ],
    [t, i18n, label, formats],
  );
}

export function revenueTotalItems(
  totals: RevenueTotals | undefined,
  formats: RecordFormats,
  i18n: I18n,
): RecordTotal[] {
  if (!totals) return [];
  return [
    ...betFigureTotals(totals, formats, i18n),
    withTone(
      { id: 'revenue', label: i18n._(msg`Receita do agente`), value: money(formats, totals.revenue) },
      totals.revenue,
    ),
  ];
}

/** agentDownlineTransactionDetailsCopy: the account record's columns after the member's account. */
export function useDownlineTransactionColumns(formats: RecordFormats): RecordColumn<DownlineTransaction>[] {
  const { t } = useLingui();
  const movement = useTransactionColumns(formats) as RecordColumn<DownlineTransaction>[];
  return useMemo(
    () => [
      {
        id: 'account',
        header: t`Membro`,
        cell: (row) => <bdi>{row.account}</bdi>,
        csv: (row) => row.account,
        width: 'minmax(7rem, auto)',
      },
      ...movement,
    ],
    [t, movement],
  );
}

/** Salary and dividend records: the period (day, hour or 5-minute slot), the team's figures, the rate, the amount. */
export function useSalaryColumns(formats: RecordFormats, kind: SalaryKind): RecordColumn<SalaryRecord>[] {
  const { t, i18n } = useLingui();
  const label = useCodeLabel();
  return useMemo(() => {
    const day = (iso: string) => formats.date(todayIn(Date.parse(iso)));
    /** The period's first and last instants as shown (a day alone for daily wages). */
    const bounds = (row: SalaryRecord): readonly [string] | readonly [string, string] => {
      if (kind === 'daily') return [day(row.periodStart)];
      if (kind === 'dividend')
        return [day(row.periodStart), day(new Date(Date.parse(row.periodEnd) - 1).toISOString())];
      return [formats.dateTime(row.periodStart), formats.time(row.periodEnd)];
    };
    return [
      {
        id: 'period',
        header: i18n._(salaryPeriodMessages[kind]),
        // Issue 23 defect 9: each end isolated and kept whole, the line free to break between them, so a long slot
        // (Arabic "25/11/2026، 2:45 ص – 2:50 ص") wraps inside its cell rather than running into the next one.
        cell: (row) => {
          const [start, end] = bounds(row);
          return end === undefined ? (
            when(start)
          ) : (
            <>
              {when(start)} – {when(end)}
            </>
          );
        },
        csv: (row) => bounds(row).join(' – '),
        width: 'minmax(10rem, auto)',
      },
      moneyColumn('valid', t`Aposta válida da equipe`, formats, (row) => row.validBet),
      moneyColumn('profitLoss', t`Lucro ou perda da equipe`, formats, (row) => row.profitLoss, true),
      {
        id: 'active',
        header: t`Membros ativos`,
        cell: (row) => i18n.number(row.activeMembers),
        csv: (row) => row.activeMembers,
        align: 'end',
      },
      {
        id: 'rate',
        // A percentage rate; the points' conversion "Taxa" is an exchange rate (two words in Arabic).
        header: t({ message: 'Taxa', context: 'percentage' }),
        cell: (row) => when(formats.percent(row.rate)),
        csv: (row) => row.rate,
        align: 'end',
      },
      moneyColumn('amount', kind === 'dividend' ? t`Dividendo` : t`Salário`, formats, (row) => row.amount),
      {
        id: 'status',
        header: t`Situação`,
        cell: (row) => (
          <span className={styles.status[row.status]}>{label(salaryStatusMessages, row.status)}</span>
        ),
        csv: (row) => label(salaryStatusMessages, row.status),
        width: 'minmax(7rem, 1fr)',
      },
    ];
  }, [t, i18n, label, formats, kind]);
}

export function salaryTotalItems(
  totals: SalaryTotals | undefined,
  formats: RecordFormats,
  i18n: I18n,
  kind: SalaryKind,
): RecordTotal[] {
  if (!totals) return [];
  return [
    { id: 'valid', label: i18n._(msg`Aposta válida da equipe`), value: money(formats, totals.validBet) },
    withTone(
      {
        id: 'amount',
        label: kind === 'dividend' ? i18n._(msg`Dividendos ganhos`) : i18n._(msg`Salário ganho`),
        value: money(formats, totals.amount),
      },
      totals.amount,
    ),
  ];
}
