import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { cashierStoryFrame } from '../../cashier/storyFrame.tsx';
import { expectUnclipped } from '../../test/unclipped.ts';
import { formatReais, formatStoryDateTime, pointDetailRows, redeemRecordRows } from '../fixtures.ts';
import { PointRecords, type PointRecordsTab } from './PointRecords.tsx';

const meta = {
  title: 'Points/PointRecords',
  component: PointRecords,
  args: {
    tab: 'redeems',
    onTabChange: fn(),
    redeems: { status: 'ready', rows: redeemRecordRows, page: 1, totalPages: 1 },
    detail: { status: 'ready', rows: pointDetailRows, page: 1, totalPages: 12 },
    onPageChange: fn(),
    onRetry: fn(),
    formatDateTime: formatStoryDateTime,
    formatAmount: formatReais,
  },
  parameters: { wide: true },
  decorators: [cashierStoryFrame],
  render: function Render(args) {
    const [tab, setTab] = useState<PointRecordsTab>(args.tab);
    return (
      <PointRecords
        {...args}
        tab={tab}
        onTabChange={(next) => {
          args.onTabChange(next);
          setTab(next);
        }}
      />
    );
  },
} satisfies Meta<typeof PointRecords>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  redeems: /^(Resgates|Redeems)$/,
  detail: /^(Extrato de pontos|Points statement)$/,
  retry: /^(Tentar novamente|Try again)$/,
};

/** §3 redeem records in every §4 status, with the rejection's remark. */
export const Redeems: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: name.redeems });
    await expect(within(table).getAllByRole('row')).toHaveLength(redeemRecordRows.length + 1);
    await expect(within(table).getByText(/^(Em processamento|In Process)$/)).toBeVisible();
    await expect(within(table).getByText(/^(Rejeitado|Rejected)$/)).toBeVisible();
    await expect(within(table).getAllByText(/^(Aprovado|Approved)$/)).toHaveLength(2);
    await expect(within(table).getByText('× 2')).toBeVisible();
  },
};

/** §3 points detail: earned and spent points with the balance after each, and pages. */
export const PointsDetail: Story = {
  args: { tab: 'detail' },
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('table', { name: name.detail });
    await expect(within(table).getAllByRole('row')).toHaveLength(pointDetailRows.length + 1);
    await userEvent.click(canvas.getAllByRole('button', { name: /^(Página 2|Page 2)$/ })[0]!);
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const SwitchesTab: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: name.detail }));
    await expect(args.onTabChange).toHaveBeenCalledWith('detail');
    await expect(canvas.getByRole('table', { name: name.detail })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { redeems: { status: 'loading', rows: [], page: 1, totalPages: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/resgates|redeems/i);
  },
};

export const Empty: Story = {
  args: { redeems: { status: 'ready', rows: [], page: 1, totalPages: 0 } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/^(Você ainda não resgatou nada\.|You have not redeemed anything yet\.)$/),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { redeems: { status: 'error', rows: [], page: 1, totalPages: 0, failure: 'network' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: name.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/**
 * A phone (issue 23 defect 4): each redeem a card whose status, points and required bet are all on screen, with no
 * sideways scroll (right to left the status was cut at the left edge).
 */
export const RedeemsPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { redeems: { status: 'ready', rows: redeemRecordRows.slice(0, 3), page: 1, totalPages: 1 } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: name.redeems });
    await expect(within(table).getByText(/^(Rejeitado|Rejected)$/)).toBeVisible();
    await expectUnclipped(within(table).getAllByRole('cell'));
  },
};

/** The points statement on a phone: every change and balance on screen. */
export const PointsDetailPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    tab: 'detail',
    detail: { status: 'ready', rows: pointDetailRows.slice(0, 4), page: 1, totalPages: 12 },
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: name.detail });
    await expectUnclipped(within(table).getAllByRole('cell'));
  },
};
