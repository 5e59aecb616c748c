import type { BetRecord } from '@sorte/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { useBetColumns } from '../columns.tsx';
import { storyBets, storyFormats } from '../fixtures.ts';
import * as frames from '../records.css.ts';
import { RecordTable, type RecordTableProps } from './RecordTable.tsx';

function BetTable(props: Omit<RecordTableProps<BetRecord>, 'columns' | 'rowKey'>) {
  return <RecordTable {...props} columns={useBetColumns(storyFormats)} rowKey={(row) => row.id} />;
}

const frame: Decorator = (Story) => (
  <div className={frames.storyFrame}>
    <div className={frames.storyColumn} data-screenshot>
      <Story />
    </div>
  </div>
);

const phone: Decorator = (Story) => (
  <div className={frames.storyFrame}>
    <div style={{ inlineSize: '360px' }} data-screenshot>
      <Story />
    </div>
  </div>
);

const meta = {
  title: 'Records/RecordTable',
  component: BetTable,
  args: {
    label: 'Registro de apostas',
    rows: storyBets(40),
    total: 40,
    status: 'ready',
    onRetry: fn(),
    onLoadMore: fn(),
  },
  decorators: [frame],
} satisfies Meta<typeof BetTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week of bets: sticky header, amounts at the end, results coloured, the first rows painted. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Registro de apostas' });
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(9);
    await waitFor(() => expect(table.querySelectorAll('tbody tr').length).toBeGreaterThan(5));
    await expect(table).toHaveAttribute('aria-rowcount', '41');
    await expect(canvas.getByText('B202611250000')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { rows: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Nenhum registro neste período.', 'No records in this period.'),
    );
  },
};

/** The first page failed: the §8 text of its kind and a retry. */
export const Failed: Story = {
  args: { rows: [], status: 'error', failure: 'timeout' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiText('Tentar novamente', 'Try again') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** 5,000 bets of which 100 are loaded: scrolled to the end, the next server page is asked for. */
export const LongList: Story = {
  args: { rows: storyBets(100), total: 5_000, hasMore: true },
  play: async ({ canvas, args }) => {
    const scroller = canvas.getByRole('region');
    await waitFor(() => expect(scroller.querySelectorAll('tbody tr').length).toBeGreaterThan(5));
    await expect(scroller.querySelectorAll('tbody tr').length).toBeLessThan(60);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled());
    scroller.scrollTop = 0;
  },
};

export const LoadingMore: Story = {
  args: { rows: storyBets(12), total: 300, hasMore: true, loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Carregando mais registros…', 'Loading more records…'),
    );
  },
};

export const LoadMoreFailed: Story = {
  args: { rows: storyBets(12), total: 300, hasMore: true, loadMoreFailed: true, failure: 'network' },
  play: async ({ canvas, args, userEvent }) => {
    // The §8 text of how it failed, not one sentence for every failure.
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      uiText('A conexão de rede está instável', 'Network link is abnormal', { exact: false }),
    );
    await userEvent.click(canvas.getByRole('button', { name: uiText('Tentar novamente', 'Try again') }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** A phone: every bet a card of label and value, nothing wider than the screen. */
export const Phone: Story = {
  args: { rows: storyBets(6), total: 6 },
  decorators: [phone],
  play: async ({ canvas }) => {
    const scroller = canvas.getByRole('region');
    await waitFor(() => expect(scroller.querySelectorAll('tbody tr').length).toBe(6));
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  },
};
