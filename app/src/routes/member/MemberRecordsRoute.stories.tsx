import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import {
  PAGE_WAIT,
  PHONE,
  prepareScreen,
  renderScreen,
  STORY_NOW,
  storyLocation,
} from '../../stories/ScreenStory.tsx';

/**
 * The member centre's records (issue 13 item 1: §2 personalHistoryCopy, transactionHistory, personalProfit,
 * bonusDetails, manualRebate; §4 Periods) on the simulated gateway, signed in as jogador01 with months of history.
 */
const meta = {
  title: 'Screens/Member records',
  tags: ['!autodocs'],
  render: renderScreen,
  parameters: { account: 'jogador01' },
  beforeEach: (context) => prepareScreen(context, { clockAt: STORY_NOW }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The totals of the range once the first page has arrived: its row count. */
async function recordsCount() {
  const totals = await screen.findByRole(
    'region',
    { name: /^(totais do período|period totals)$/i },
    PAGE_WAIT,
  );
  await waitFor(() => expect(totals).not.toHaveAttribute('aria-busy'), PAGE_WAIT);
  return Number((totals.querySelector('dd')?.textContent ?? '').replace(/\D/g, ''));
}

const table = (name: RegExp) => screen.findByRole('table', { name }, PAGE_WAIT);

/** §4 last week's bets (16–22/11/2026) with their totals; the filter is the URL's. */
export const BettingRecordLastWeek: Story = {
  parameters: { path: '/member/bets?period=WEEKLY-previous' },
  play: async () => {
    const bets = await table(/^(registro de apostas|betting record)$/i);
    await expect(await recordsCount()).toBeGreaterThan(3);
    await expect(screen.getByRole('combobox', { name: /^(período|period)$/i })).toHaveValue(
      'WEEKLY-previous',
    );
    await waitFor(() => expect(bets.querySelectorAll('tbody tr').length).toBeGreaterThan(3), PAGE_WAIT);
    await expect(bets.querySelector('tbody tr')).toHaveTextContent(/2026/);
    await expect(storyLocation()).toBe('/member/bets?period=WEEKLY-previous');
  },
};

/** Every column's header and cells lie inside the table's box: none hides behind a sideways scroll. */
async function expectNoHiddenColumn(name: RegExp) {
  const records = await table(name);
  await waitFor(() => expect(records.querySelectorAll('tbody tr').length).toBeGreaterThan(3), PAGE_WAIT);
  const scroller = records.closest('section') as HTMLElement;
  await waitFor(() => expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth + 1));
  const box = scroller.getBoundingClientRect();
  for (const cell of records.querySelectorAll('tbody tr:first-child td')) {
    const { left, right } = cell.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(box.left - 1);
    await expect(right).toBeLessThanOrEqual(box.right + 1);
  }
}

const LAPTOP = { viewport: { value: 'laptop', isRotated: false } };

/**
 * Issue 23 defect 4: at 1366 px with the side menu open the betting record showed date, number, category and game,
 * and hid stake, prize, result and status behind a sideways scroll; the rows are now stacked when the columns do
 * not fit (both directions).
 */
export const BettingRecordLaptop: Story = {
  parameters: { path: '/member/bets?period=WEEKLY-previous' },
  globals: LAPTOP,
  play: async () => {
    await expect(window.innerWidth).toBe(1366);
    await expectNoHiddenColumn(/^(registro de apostas|betting record)$/i);
  },
};

/** The account record, the other list the defect named, at the same width. */
export const AccountRecordLaptop: Story = {
  parameters: { path: '/member/transactions?period=MONTHLY-previous' },
  globals: LAPTOP,
  play: async () => {
    await expectNoHiddenColumn(/^(registro da conta|account record)$/i);
  },
};

/** The same on a phone: every bet a card, nothing wider than the screen. */
export const BettingRecordPhone: Story = {
  parameters: { path: '/member/bets?period=WEEKLY-previous' },
  globals: PHONE,
  play: async () => {
    const bets = await table(/^(registro de apostas|betting record)$/i);
    await waitFor(() => expect(bets.querySelectorAll('tbody tr').length).toBeGreaterThan(1), PAGE_WAIT);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** Last month's movements of the main wallet, filtered to withdrawals from the select. */
export const AccountRecordWithdrawals: Story = {
  parameters: { path: '/member/transactions?period=MONTHLY-previous' },
  play: async ({ userEvent }) => {
    await table(/^(registro da conta|account record)$/i);
    const all = await recordsCount();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^(tipo|type)$/i }), 'WITHDRAW');
    await waitFor(() => expect(storyLocation()).toContain('type=WITHDRAW'), PAGE_WAIT);
    await waitFor(async () => expect(await recordsCount()).toBeLessThan(all), PAGE_WAIT);
  },
};

export const ProfitAndLoss: Story = {
  parameters: { path: '/member/profit?period=WEEKLY-previous' },
  play: async () => {
    await table(/^(lucro e perda pessoal|personal profit and loss)$/i);
    await expect(await recordsCount()).toBeGreaterThan(3);
  },
};

export const BonusDetails: Story = {
  parameters: { path: '/member/bonus?period=MONTHLY-previous' },
  play: async () => {
    await table(/^(detalhes do bônus|bonus details)$/i);
    await expect(await recordsCount()).toBeGreaterThan(0);
  },
};

/** A day can be empty (today, chosen): said so plainly. */
export const EmptyDay: Story = {
  parameters: { path: '/member/bonus?period=DAILY' },
  play: async () => {
    await expect(
      await screen.findByText(
        /^(nenhum registro neste período\.|no records in this period\.)$/i,
        {},
        PAGE_WAIT,
      ),
    ).toBeVisible();
  },
};

/** The gateway failed: the §8 text and a retry, the filter still there. */
export const RecordsFailed: Story = {
  parameters: {
    path: '/member/bets?period=WEEKLY-previous',
    scenario: { failures: { betRecords: 'server-error' } },
  },
  play: async () => {
    await expect(
      await screen.findByRole('button', { name: /^(tentar novamente|try again)$/i }, PAGE_WAIT),
    ).toBeVisible();
    await expect(screen.getByRole('combobox', { name: /^(período|period)$/i })).toHaveValue(
      'WEEKLY-previous',
    );
  },
};

/** Manual rebate: the casino's rebate claimed into the main wallet. */
export const RebateClaimed: Story = {
  parameters: { path: '/member/rebate' },
  play: async ({ userEvent }) => {
    const rebates = await table(/^(rebate por categoria de jogo|rebate by game category)$/i);
    const claim = within(rebates).getByRole('button', { name: /^(resgatar|claim) (cassino|casino)$/i });
    const casino = claim.closest('tr') as HTMLElement;
    await userEvent.click(claim);
    await expect(
      await screen.findByText(
        /(creditados na sua carteira principal|credited to your main wallet)/i,
        {},
        PAGE_WAIT,
      ),
    ).toBeVisible();
    await waitFor(
      () => expect(within(casino).getAllByRole('cell')[2]).toHaveTextContent(/0[,.]00/),
      PAGE_WAIT,
    );
  },
};
