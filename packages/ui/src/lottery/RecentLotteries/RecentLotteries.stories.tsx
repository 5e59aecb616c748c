import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { lotteryGame } from '../fixtures.ts';
import { storyPage } from '../storyFrame.css.ts';
import { RecentLotteries } from './RecentLotteries.tsx';

const recent = ['VN-HN45', 'EL-MEGA', 'ZY-1M', 'SEA-TH', 'VN-MB', 'EL-QUINA'].map(lotteryGame);

const meta = {
  title: 'Lottery/RecentLotteries',
  component: RecentLotteries,
  args: {
    games: recent,
    selectedGameCode: null,
    hrefFor: (game) => `/lottery?gameCode=${encodeURIComponent(game.gameCode)}`,
    onSelect: fn((_game, event) => event.preventDefault()),
  },
  render: (args) => (
    <div className={storyPage}>
      <RecentLotteries {...args} />
    </div>
  ),
} satisfies Meta<typeof RecentLotteries>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = /^(Loterias recentes|Recent lotteries)$/;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: heading });
    await expect(nav).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
    const mega = canvas.getByRole('link', { name: 'Mega Sorte' });
    await expect(mega).toHaveAttribute('href', '/lottery?gameCode=EL-MEGA');
    await userEvent.click(mega);
    await expect(args.onSelect).toHaveBeenCalledWith(lotteryGame('EL-MEGA'), expect.anything());
  },
};

export const CurrentGame: Story = {
  args: { selectedGameCode: 'ZY-1M' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sorte 1 minuto' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Mega Sorte' })).not.toHaveAttribute('aria-current');
  },
};

export const KeyboardSelect: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Hà Nội VIP 45s' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(lotteryGame('EL-MEGA'), expect.anything());
  },
};

export const Single: Story = {
  args: { games: [{ gameCode: 'EL-NEW', gameName: 'Sorte Nova' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sorte Nova' })).toBeVisible();
    await expect(canvas.getByText('SN')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: heading })).toBeNull();
  },
};

export const Phone: Story = {
  args: { selectedGameCode: 'VN-HN45' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    // The row scrolls sideways on a phone instead of wrapping.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(canvas.getByRole('link', { name: 'Hà Nội VIP 45s' })).toBeVisible();
  },
};
