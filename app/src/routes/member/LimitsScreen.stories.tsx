import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { PAGE_WAIT, prepareScreen, renderScreen } from '../../stories/ScreenStory.tsx';

/** The member centre's limits (issue 26 item 2) for jogador01, who has set none yet. */
const meta = {
  title: 'Screens/Limits centre',
  tags: ['!autodocs'],
  render: renderScreen,
  parameters: { path: '/member/limits', account: 'jogador01' },
  beforeEach: prepareScreen,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The deposit limits first: three periods without a limit, each with its field; the menu marks the page. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    const deposit = await screen.findByRole(
      'region',
      { name: /^(Limite de depósito|Deposit limit)$/ },
      PAGE_WAIT,
    );
    await expect(within(deposit).getAllByText(/^(Sem limite|No limit)$/)).toHaveLength(3);
    await expect(screen.getByRole('tab', { name: /^(Depósito|Deposit)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(screen.getByRole('link', { name: /^(Limites de jogo|Gambling limits)$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** On a phone the tabs wrap rather than scroll out of sight, and nothing runs wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await screen.findByRole('region', { name: /^(Limite de depósito|Deposit limit)$/ }, PAGE_WAIT);
    await expect(screen.getAllByRole('tab')).toHaveLength(4);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
