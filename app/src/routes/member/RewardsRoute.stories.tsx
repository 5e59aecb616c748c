import { RAFFLE_PROMOTION_ID } from '@sorte/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { PAGE_WAIT, PHONE, prepareScreen, renderScreen, STORY_NOW } from '../../stories/ScreenStory.tsx';

/**
 * The member centre's reward centre, missions and messages (spec §2 rewardCenter, missionLeaderboard, messageV2) on
 * the simulated gateway, signed in as jogador01 (3 unread messages, 2 missions to claim, 1 raffle to claim).
 */
const meta = {
  title: 'Screens/Member centre rewards',
  tags: ['!autodocs'],
  render: renderScreen,
  parameters: { account: 'jogador01' },
  beforeEach: (context) => prepareScreen(context, { clockAt: STORY_NOW }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };

const memberMenu = () =>
  screen.findByRole('navigation', { name: /^(central do membro|member centre)$/i }, PAGE_WAIT);

/** Opened from the announcement's go-to-promotion: the raffle to claim, focused; the menu's rewards badge. */
export const DesktopRewardCentreAtPromotion: Story = {
  parameters: { path: `/member/rewards?promotion=${RAFFLE_PROMOTION_ID}` },
  globals: desktop,
  play: async () => {
    const menu = await memberMenu();
    // The count comes with the rewards' own answer, which can land after the menu.
    await expect(
      await within(menu).findByRole(
        'link',
        { name: /^(central de recompensas|reward centre).*\(1/i },
        PAGE_WAIT,
      ),
    ).toHaveAttribute('aria-current', 'page');
    const raffle = await screen.findByRole('article', { name: 'Sorteio de novembro' }, PAGE_WAIT);
    await waitFor(() => expect(raffle).toHaveFocus(), PAGE_WAIT);
  },
};

/** Missions with their progress and the two to claim, beside the leaderboard with its top 3 apart. */
export const DesktopMissions: Story = {
  parameters: { path: '/member/missions' },
  globals: desktop,
  play: async () => {
    await memberMenu();
    await expect(
      await screen.findAllByRole('button', { name: /^(resgatar|claim)$/i }, PAGE_WAIT),
    ).toHaveLength(2);
    await screen.findByRole('list', { name: /^(os 3 primeiros|the top 3)$/i }, PAGE_WAIT);
  },
};

/** Reading an unread message: it opens in the reading pane and the messages badge drops from 3 to 2 at once. */
export const DesktopMessageRead: Story = {
  parameters: { path: '/member/messages' },
  globals: desktop,
  play: async ({ userEvent }) => {
    const menu = await memberMenu();
    await within(menu).findByRole('link', { name: /^(mensagens|messages).*\(3/i }, PAGE_WAIT);
    const unread = await screen.findAllByRole('button', { name: /^(não lida|unread):/i }, PAGE_WAIT);
    await userEvent.click(unread[0]!);
    await within(menu).findByRole('link', { name: /^(mensagens|messages).*\(2/i }, PAGE_WAIT);
    await waitFor(() => expect(screen.getByRole('heading', { level: 3 })).toHaveFocus(), PAGE_WAIT);
    // The pointer leaves the list, so no hover state is pictured.
    await userEvent.unhover(unread[0]!);
  },
};

/** On a phone the inbox is a list; a message takes the screen, with a way back. */
export const PhoneInbox: Story = {
  parameters: { path: '/member/messages' },
  globals: PHONE,
  play: async () => {
    await expect(
      await screen.findAllByRole('button', { name: /^(não lida|unread):/i }, PAGE_WAIT),
    ).toHaveLength(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
