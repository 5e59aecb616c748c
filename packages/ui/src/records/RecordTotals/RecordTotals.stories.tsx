import { useLingui } from '@lingui/react/macro';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { betTotalItems } from '../columns.tsx';
import { storyFormats } from '../fixtures.ts';
import * as frames from '../records.css.ts';
import { RecordTotals, type RecordTotalsProps } from './RecordTotals.tsx';

function BetTotals(props: Omit<RecordTotalsProps, 'totals'>) {
  const { i18n } = useLingui();
  const totals = betTotalItems(
    { betAmount: 4_210.5, validBet: 4_050, payout: 3_877.25, profit: -333.25 },
    storyFormats,
    i18n,
  );
  return <RecordTotals {...props} totals={totals} />;
}

const frame: Decorator = (Story) => (
  <div className={frames.storyFrame}>
    <div className={frames.storyColumn} data-screenshot>
      <Story />
    </div>
  </div>
);

const meta = {
  title: 'Records/RecordTotals',
  component: BetTotals,
  args: { count: 1_284 },
  decorators: [frame],
} satisfies Meta<typeof BetTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole range's totals: a loss shows as one. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const totals = canvas.getByRole('region', { name: uiText('Totais do período', 'Period totals') });
    await expect(totals).toHaveTextContent(/1[.,]284/);
    await expect(totals).toHaveTextContent(/-R\$\s?333,25|R\$\s?-333,25/);
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};
