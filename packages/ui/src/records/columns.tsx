import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  type BetRecord,
  type BetTotals,
  type BonusRecord,
  type BonusTotals,
  betStatusMessages,
  bonusStatusMessages,
  bonusTypeMessages,
  categoryMessages,
  type ProfitRecord,
  type TransactionRecord,
  type TransactionTotals,
  transactionStatusMessages,
  transactionTypeMessages,
} from '@sorte/domain';
import { useMemo } from 'react';
import type { RecordFormats } from './formats.ts';
import type { RecordColumn } from './RecordTable/index.ts';
import type { RecordTotal } from './RecordTotals/index.ts';
import * as shared from './records.css.ts';

// The member centre's record lists, column by column: what each cell shows and what its CSV cell holds (amounts as
// plain numbers, labels as shown). The agent centre's reports build theirs the same way.

type Labels = Readonly<Record<string, MessageDescriptor>>;

/** A code's label from its messages (the code itself when it has none), for record and report columns. */
export function useCodeLabel() {
  const { i18n } = useLingui();
  return useMemo(
    () => (labels: Labels, code: string) => (labels[code] ? i18n._(labels[code]) : code),
    [i18n],
  );
}

/** An amount as shown in a record cell or total: tabular digits, isolated, coloured by sign when `signed`. */
export function money(formats: RecordFormats, amount: number, signed = false) {
  const tone = signed ? (amount > 0 ? shared.positive : amount < 0 ? shared.negative : '') : '';
  return <bdi className={`${shared.amount} ${tone}`}>{formats.money(amount)}</bdi>;
}

/** An amount column: the formatted amount on screen (signed ones coloured by sign), the plain number in the CSV. */
export function moneyColumn<Row>(
  id: string,
  header: string,
  formats: RecordFormats,
  amountOf: (row: Row) => number,
  signed = false,
): RecordColumn<Row> {
  return {
    id,
    header,
    cell: (row) => money(formats, amountOf(row), signed),
    csv: (row) => amountOf(row),
    align: 'end',
  };
}

/** A date or time in a record cell, isolated from the text direction. */
export const when = (text: string) => <bdi className={shared.amount}>{text}</bdi>;

export function useBetColumns(formats: RecordFormats): RecordColumn<BetRecord>[] {
  const { t } = useLingui();
  const label = useCodeLabel();
  return useMemo(
    () => [
      {
        id: 'time',
        header: t`Data`,
        cell: (row) => when(formats.dateTime(row.time)),
        csv: (row) => formats.dateTime(row.time),
        width: 'minmax(9rem, auto)',
      },
      {
        id: 'id',
        header: t`Nº da aposta`,
        cell: (row) => <bdi>{row.id}</bdi>,
        csv: (row) => row.id,
        width: 'minmax(9rem, auto)',
      },
      {
        id: 'category',
        header: t`Categoria`,
        cell: (row) => label(categoryMessages, row.gameCategory),
        csv: (row) => label(categoryMessages, row.gameCategory),
      },
      {
        id: 'game',
        header: t`Jogo`,
        cell: (row) => row.gameName,
        csv: (row) => row.gameName,
        width: 'minmax(10rem, 1.5fr)',
      },
      moneyColumn('bet', t`Aposta`, formats, (row) => row.betAmount),
      moneyColumn('valid', t`Aposta válida`, formats, (row) => row.validBet),
      moneyColumn('payout', t`Prêmio`, formats, (row) => row.payout),
      moneyColumn('profit', t`Resultado`, formats, (row) => row.profit, true),
      {
        id: 'status',
        header: t`Situação`,
        cell: (row) => label(betStatusMessages, row.status),
        csv: (row) => label(betStatusMessages, row.status),
      },
    ],
    [t, label, formats],
  );
}

export function useTransactionColumns(formats: RecordFormats): RecordColumn<TransactionRecord>[] {
  const { t } = useLingui();
  const label = useCodeLabel();
  return useMemo(
    () => [
      {
        id: 'time',
        header: t`Data`,
        cell: (row) => when(formats.dateTime(row.time)),
        csv: (row) => formats.dateTime(row.time),
        width: 'minmax(9rem, auto)',
      },
      {
        id: 'id',
        header: t`Nº da transação`,
        cell: (row) => <bdi>{row.id}</bdi>,
        csv: (row) => row.id,
        width: 'minmax(9rem, auto)',
      },
      {
        id: 'type',
        header: t`Tipo`,
        cell: (row) => label(transactionTypeMessages, row.type),
        csv: (row) => label(transactionTypeMessages, row.type),
      },
      moneyColumn('amount', t`Valor`, formats, (row) => row.amount, true),
      {
        id: 'balance',
        header: t`Saldo após`,
        cell: (row) => (row.balanceAfter === undefined ? '—' : money(formats, row.balanceAfter)),
        csv: (row) => row.balanceAfter,
        align: 'end',
        // Issue 23 defect 10: a gateway that never gives it would show a column of dashes.
        givenIn: (row) => row.balanceAfter !== undefined,
      },
      {
        id: 'status',
        header: t`Situação`,
        cell: (row) => label(transactionStatusMessages, row.status),
        csv: (row) => label(transactionStatusMessages, row.status),
      },
      {
        id: 'remark',
        header: t`Observação`,
        cell: (row) => (row.remark ? <bdi>{row.remark}</bdi> : '—'),
        csv: (row) => row.remark,
      },
    ],
    [t, label, formats],
  );
}

export function useProfitColumns(formats: RecordFormats): RecordColumn<ProfitRecord>[] {
  const { t, i18n } = useLingui();
  const label = useCodeLabel();
  return useMemo(
    () => [
      {
        id: 'date',
        header: t`Dia`,
        cell: (row) => when(formats.date(row.date)),
        csv: (row) => row.date,
        width: 'minmax(7rem, auto)',
      },
      {
        id: 'category',
        header: t`Categoria`,
        cell: (row) => label(categoryMessages, row.gameCategory),
        csv: (row) => label(categoryMessages, row.gameCategory),
      },
      {
        id: 'count',
        header: t`Apostas`,
        cell: (row) => i18n.number(row.betCount),
        csv: (row) => row.betCount,
        align: 'end',
      },
      moneyColumn('bet', t`Valor apostado`, formats, (row) => row.betAmount),
      moneyColumn('valid', t`Aposta válida`, formats, (row) => row.validBet),
      moneyColumn('payout', t`Prêmios`, formats, (row) => row.payout),
      moneyColumn('profit', t`Lucro ou perda`, formats, (row) => row.profit, true),
    ],
    [t, i18n, label, formats],
  );
}

export function useBonusColumns(formats: RecordFormats): RecordColumn<BonusRecord>[] {
  const { t } = useLingui();
  const label = useCodeLabel();
  return useMemo(
    () => [
      {
        id: 'time',
        header: t`Data`,
        cell: (row) => when(formats.dateTime(row.time)),
        csv: (row) => formats.dateTime(row.time),
        width: 'minmax(9rem, auto)',
      },
      {
        id: 'type',
        header: t`Tipo`,
        cell: (row) => label(bonusTypeMessages, row.type),
        csv: (row) => label(bonusTypeMessages, row.type),
      },
      {
        id: 'name',
        header: t`Descrição`,
        cell: (row) => row.name,
        csv: (row) => row.name,
        width: 'minmax(10rem, 1.5fr)',
      },
      moneyColumn('amount', t`Valor`, formats, (row) => row.amount),
      {
        id: 'status',
        header: t`Situação`,
        cell: (row) => label(bonusStatusMessages, row.status),
        csv: (row) => label(bonusStatusMessages, row.status),
      },
    ],
    [t, label, formats],
  );
}

const tone = (amount: number) => (amount > 0 ? 'positive' : amount < 0 ? 'negative' : undefined);
/** A total coloured by the sign of its amount. */
export const withTone = (total: RecordTotal, amount: number): RecordTotal => {
  const found = tone(amount);
  return found ? { ...total, tone: found } : total;
};

/** Bet, valid bet, prizes and result (betting record, profit and loss). */
export function betTotalItems(
  totals: BetTotals | undefined,
  formats: RecordFormats,
  i18n: I18n,
): RecordTotal[] {
  if (!totals) return [];
  return [
    { id: 'bet', label: i18n._(msg`Total apostado`), value: money(formats, totals.betAmount) },
    { id: 'valid', label: i18n._(msg`Apostas válidas`), value: money(formats, totals.validBet) },
    { id: 'payout', label: i18n._(msg`Prêmios`), value: money(formats, totals.payout) },
    withTone(
      { id: 'profit', label: i18n._(msg`Lucro ou perda`), value: money(formats, totals.profit) },
      totals.profit,
    ),
  ];
}

/** Money in, money out and the net of the period (account record). */
export function transactionTotalItems(
  totals: TransactionTotals | undefined,
  formats: RecordFormats,
  i18n: I18n,
): RecordTotal[] {
  if (!totals) return [];
  const net = Math.round((totals.moneyIn + totals.moneyOut) * 100) / 100;
  return [
    { id: 'in', label: i18n._(msg`Entradas`), value: money(formats, totals.moneyIn), tone: 'positive' },
    { id: 'out', label: i18n._(msg`Saídas`), value: money(formats, totals.moneyOut), tone: 'negative' },
    withTone({ id: 'net', label: i18n._(msg`Saldo do período`), value: money(formats, net) }, net),
  ];
}

/** Bonuses credited (bonus details). */
export function bonusTotalItems(
  totals: BonusTotals | undefined,
  formats: RecordFormats,
  i18n: I18n,
): RecordTotal[] {
  if (!totals) return [];
  return [{ id: 'amount', label: i18n._(msg`Bônus creditados`), value: money(formats, totals.amount) }];
}
