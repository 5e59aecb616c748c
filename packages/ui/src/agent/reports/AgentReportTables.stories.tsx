import { useLingui } from '@lingui/react/macro';
import type { SalaryKind } from '@sorte/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { storyFormats } from '../../records/fixtures.ts';
import { recordFormats } from '../../records/formats.ts';
import { type RecordColumn, type RecordFormats, RecordTable, RecordTotals } from '../../records/index.ts';
import * as frames from '../../records/records.css.ts';
import {
  storyDividends,
  storyDownlineTransactions,
  storyRevenue,
  storySalaryRows,
  storySelfStatements,
  storyTeamStatements,
} from './fixtures.ts';
import {
  palStatementTotalItems,
  revenueTotalItems,
  salaryTotalItems,
  useDownlineTransactionColumns,
  usePalStatementColumns,
  useRevenueColumns,
  useSalaryColumns,
} from './reportColumns.tsx';

const REPORTS = [
  'palTeam',
  'palSelf',
  'revenue',
  'downline',
  'dividend',
  'daily',
  'hourly',
  'realtime',
] as const;
type Report = (typeof REPORTS)[number];

const SALARY_MINUTES: Record<SalaryKind, number> = { dividend: 0, daily: 1_440, hourly: 60, realtime: 5 };

/** One agent report's totals and table with its columns and story rows (the pages add the filter and paging). */
function ReportTable({ report, formats = storyFormats }: { report: Report; formats?: RecordFormats }) {
  const { i18n } = useLingui();
  const team = usePalStatementColumns(formats, 'team');
  const self = usePalStatementColumns(formats, 'self');
  const revenue = useRevenueColumns(formats);
  const downline = useDownlineTransactionColumns(formats);
  const kind: SalaryKind =
    report === 'dividend' || report === 'daily' || report === 'hourly' ? report : 'realtime';
  const salary = useSalaryColumns(formats, kind);
  const table = <Row,>(rows: Row[], columns: RecordColumn<Row>[], rowKey: (row: Row) => string) => (
    <RecordTable
      label="Relatório"
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      total={rows.length}
      status="ready"
      onRetry={fn()}
      onLoadMore={fn()}
      // As the pages show them: the bet and salary reports share the column's width; the movements keep theirs.
      fit={report !== 'downline'}
    />
  );
  const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b * 100, 0)) / 100;
  switch (report) {
    case 'palTeam':
    case 'palSelf': {
      const rows = report === 'palTeam' ? storyTeamStatements : storySelfStatements;
      const totals = {
        betAmount: sum(rows.map((row) => row.betAmount)),
        validBet: sum(rows.map((row) => row.validBet)),
        winLoss: sum(rows.map((row) => row.winLoss)),
        bonus: sum(rows.map((row) => row.bonus)),
        rebate: sum(rows.map((row) => row.rebate)),
        profitLoss: sum(rows.map((row) => row.profitLoss)),
      };
      return (
        <>
          <RecordTotals count={rows.length} totals={palStatementTotalItems(totals, formats, i18n)} />
          {table(rows, report === 'palTeam' ? team : self, (row) => row.id)}
        </>
      );
    }
    case 'revenue': {
      const totals = {
        betAmount: sum(storyRevenue.map((row) => row.betAmount)),
        validBet: sum(storyRevenue.map((row) => row.validBet)),
        winLoss: sum(storyRevenue.map((row) => row.winLoss)),
        revenue: sum(storyRevenue.map((row) => row.revenue)),
      };
      return (
        <>
          <RecordTotals count={storyRevenue.length} totals={revenueTotalItems(totals, formats, i18n)} />
          {table(storyRevenue, revenue, (row) => row.gameCategory)}
        </>
      );
    }
    case 'downline':
      return table(storyDownlineTransactions, downline, (row) => row.id);
    default: {
      const rows = kind === 'dividend' ? storyDividends : storySalaryRows(SALARY_MINUTES[kind]);
      const totals = {
        validBet: sum(rows.map((row) => row.validBet)),
        amount: sum(rows.filter((row) => row.status !== 'NOT_REACHED').map((row) => row.amount)),
      };
      return (
        <>
          <RecordTotals count={rows.length} totals={salaryTotalItems(totals, formats, i18n, kind)} />
          {table(rows, salary, (row) => row.id)}
        </>
      );
    }
  }
}

const frame: Decorator = (Story) => (
  <div className={frames.storyFrame}>
    <div className={frames.storyColumn} style={{ display: 'grid', gap: '16px' }} data-screenshot>
      <Story />
    </div>
  </div>
);

const phone: Decorator = (Story) => (
  <div className={frames.storyFrame}>
    <div style={{ inlineSize: '360px', display: 'grid', gap: '16px' }} data-screenshot>
      <Story />
    </div>
  </div>
);

const meta = {
  title: 'Agent/ReportTables',
  component: ReportTable,
  args: { report: 'palTeam' },
  argTypes: { report: { control: 'select', options: REPORTS } },
  decorators: [frame],
} satisfies Meta<typeof ReportTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const headers = (canvas: { getAllByRole: (role: 'columnheader') => HTMLElement[] }) =>
  canvas.getAllByRole('columnheader').map((header) => header.textContent);

/** palStatementsAgentCopy, team: one row per member; the house's result coloured by sign. */
export const ProfitLossTeam: Story = {
  play: async ({ canvas }) => {
    await expect(headers(canvas)[0]).toMatch(uiText('Membro', 'Member'));
    await expect(headers(canvas)).toHaveLength(8);
    await waitFor(() => expect(canvas.getByText('agente2')).toBeInTheDocument());
  },
};

/** palStatementsAgentCopy, self: one row per day. */
export const ProfitLossSelf: Story = {
  args: { report: 'palSelf' },
  play: async ({ canvas }) => {
    await expect(headers(canvas)[0]).toMatch(uiText('Dia', 'Day'));
    await waitFor(() => expect(canvas.getByText('31/10/2026')).toBeInTheDocument());
  },
};

/** agentRevenueReport: a row per lobby category, in-house included. */
export const RevenueByCategory: Story = {
  args: { report: 'revenue' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(uiText('Jogos da casa', 'In-house'))).toBeInTheDocument());
    await expect(canvas.getAllByText(uiText('Receita do agente', 'Agent revenue')).length).toBeGreaterThan(0);
  },
};

export const DownlineTransactions: Story = {
  args: { report: 'downline' },
  play: async ({ canvas }) => {
    await expect(headers(canvas)[0]).toMatch(uiText('Membro', 'Member'));
    await waitFor(() => expect(canvas.getAllByText('jogador01')).toHaveLength(2));
  },
};

/** Dividends per half month: a pending one and one whose thresholds were missed. */
export const Dividends: Story = {
  args: { report: 'dividend' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByText(uiText('Meta não atingida', 'Target not reached'))).toBeInTheDocument(),
    );
    await expect(canvas.getAllByRole('cell')[0]).toHaveTextContent('01/11/2026 – 15/11/2026');
  },
};

/** Daily wages, each status: pending, paid, target not reached. */
export const DailyWages: Story = {
  args: { report: 'daily' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText(uiText('Pago', 'Paid')).length).toBeGreaterThan(1));
    await expect(canvas.getByText(uiText('Pendente', 'Pending'))).toBeInTheDocument();
  },
};

export const HourlySalary: Story = {
  args: { report: 'hourly' },
  play: async ({ canvas }) => {
    await expect(headers(canvas)[0]).toMatch(uiText('Hora', 'Hour'));
  },
};

/** Real-time salary: 5-minute slots, the profit or the loss rate applied. */
export const RealtimeSalary: Story = {
  args: { report: 'realtime' },
  play: async ({ canvas }) => {
    await expect(headers(canvas)[0]).toMatch(uiText('Intervalo de 5 minutos', '5-minute slot'));
    await waitFor(() => expect(canvas.getAllByText(/0,3\s?%|0\.3%/).length).toBeGreaterThan(0));
  },
};

const fitsThePhone = async (canvasElement: HTMLElement) => {
  const scroller = canvasElement.querySelector('section[tabindex="0"]') as HTMLElement;
  await waitFor(() => expect(scroller.querySelectorAll('tbody tr').length).toBeGreaterThan(1));
  await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
};

export const ProfitLossTeamPhone: Story = {
  decorators: [phone],
  play: async ({ canvasElement }) => fitsThePhone(canvasElement),
};

export const RevenuePhone: Story = {
  args: { report: 'revenue' },
  decorators: [phone],
  play: async ({ canvasElement }) => fitsThePhone(canvasElement),
};

export const RealtimeSalaryPhone: Story = {
  args: { report: 'realtime' },
  decorators: [phone],
  play: async ({ canvasElement }) => fitsThePhone(canvasElement),
};

/**
 * Arabic (issue 23 defect 9): each 5-minute slot stays inside its cell, its start and end each isolated, never
 * running into the next cell ("2:50 صR$ 17.13").
 */
export const ArabicRealtimeSalary: Story = {
  globals: { locale: 'AR' },
  // Just wide enough for the columns' least widths: the slot column gets little more than its minimum.
  decorators: [
    (Story) => (
      <div className={frames.storyFrame}>
        <div style={{ inlineSize: '860px', display: 'grid', gap: '16px' }} data-screenshot>
          <Story />
        </div>
      </div>
    ),
  ],
  args: { report: 'realtime', formats: recordFormats({ locale: 'ar', currency: 'BRL' }) },
  play: async ({ canvasElement }) => {
    const rows = await waitFor(() => {
      const found = [...canvasElement.querySelectorAll('tbody tr')];
      expect(found.length).toBeGreaterThan(1);
      return found;
    });
    const spills: string[] = [];
    for (const row of rows) {
      for (const cell of row.querySelectorAll('td')) {
        const box = cell.getBoundingClientRect();
        const content = (cell.lastElementChild as HTMLElement).getBoundingClientRect();
        if (content.left < box.left - 0.5 || content.right > box.right + 0.5)
          spills.push(cell.textContent ?? '');
      }
    }
    await expect(spills).toEqual([]);
  },
};
