import { mockDb } from '@sorte/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { PAGE_WAIT, prepareScreen, renderScreen, storyLocation } from '../../stories/ScreenStory.tsx';

/** Draws are computed from the simulated gateway's clock: a fixed one keeps their numbers in the baseline. */
const DRAW_CLOCK = Date.UTC(2026, 5, 15, 12, 0, 30);

/**
 * The gateway's clock stands at DRAW_CLOCK and the page's clock runs on from it, so the next draws close a few
 * minutes ahead (the running countdowns are masked in screenshots).
 */
function pinLotteryClock() {
  const realGatewayNow = mockDb.now;
  const realNow = Date.now;
  const offset = DRAW_CLOCK - realNow();
  mockDb.now = () => DRAW_CLOCK;
  Date.now = () => realNow() + offset;
  return () => {
    mockDb.now = realGatewayNow;
    Date.now = realNow;
  };
}

/** Spec §2 /lottery for a logged-in player: game menus by prize mode, recent lotteries and the draws. */
const meta = {
  title: 'Screens/Lottery',
  tags: ['!autodocs'],
  render: renderScreen,
  beforeEach: [prepareScreen, pinLotteryClock],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const GameSelected: Story = {
  parameters: { path: '/lottery?gameCode=VN-MB', account: 'jogador01' },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: /^(loteria|lottery)$/i }, PAGE_WAIT),
    ).toBeVisible();
    const recent = await screen.findByRole(
      'navigation',
      { name: /loterias recentes|recent lotteries/i },
      PAGE_WAIT,
    );
    await expect(within(recent).getAllByRole('link')).toHaveLength(2);
    await expect(within(recent).getByRole('link', { name: 'Miền Bắc' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const modes = screen.getByRole('tablist', { name: /modalidades de loteria|lottery modes/i });
    await expect(within(modes).getByRole('tab', { selected: true })).toBeVisible();
    // The mode's game cards (the latest results below name the same game in their own heading).
    const lobby = screen.getByRole('region', { name: /^(loteria|lottery)$/i });
    const selectedCard = await within(lobby).findByRole('heading', { level: 3, name: 'Miền Bắc' }, PAGE_WAIT);
    await expect(selectedCard.closest('li')).toHaveAttribute('aria-current', 'true');

    // The selected game's history and the latest results of every game of the mode.
    const history = await screen.findByRole('table', { name: /miền bắc/i }, PAGE_WAIT);
    await waitFor(() => expect(within(history).getAllByRole('row').length).toBeGreaterThan(1), PAGE_WAIT);
    const results = screen.getByRole('region', { name: /últimos resultados|latest results/i });
    await waitFor(
      () => expect(within(results).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5),
      PAGE_WAIT,
    );
    await expect(storyLocation()).toBe('/lottery?gameCode=VN-MB');
  },
};
