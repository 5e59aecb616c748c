import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import {
  PAGE_WAIT,
  pinClock,
  prepareScreen,
  renderScreen,
  storyLocation,
} from '../../stories/ScreenStory.tsx';

/** Every story reads the same time, so the agent clock shows the same in each run: 25/11/2026 12:00 in Brasília. */
const STORY_NOW = Date.UTC(2026, 10, 25, 15, 0, 0);

/**
 * The agent centre (spec §2 /agentHome, Agent menu; §9 agent clock) on the simulated gateway, signed in as agente1
 * (an agent of type 1 with every §3 Consolidated contract flag on by default).
 *
 * One story a file: a second agent-centre story in the same file renders nothing in the screens project (see
 * the agent-shell report); the app tests cover moving between the agent centre's pages.
 */
const meta = {
  title: 'Screens/Agent centre announcements',
  tags: ['!autodocs'],
  render: renderScreen,
  parameters: { account: 'agente1', path: '/agentHome' },
  beforeEach: (context) => {
    const finish = prepareScreen(context);
    const unpin = pinClock(STORY_NOW);
    return () => {
      unpin();
      finish();
    };
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const _phone = { viewport: { value: 'phone', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const agentMenu = () =>
  screen.findByRole('navigation', { name: /^(menu do agente|agent menu)$/i }, PAGE_WAIT);

const balanceShown = () =>
  waitFor(
    () =>
      expect(screen.getByRole('region', { name: /^(sua conta|your account)$/i })).toHaveTextContent(/R\$/),
    PAGE_WAIT,
  );

/** A desktop on the agent announcements: the menu beside the page, its item marked. */
export const DesktopAnnouncements: Story = {
  parameters: { path: '/agentHome/announcements' },
  globals: desktop,
  play: async () => {
    const menu = await agentMenu();
    await expect(
      within(menu).getByRole('link', { name: /^(anúncios do agente|agent announcements)$/i }),
    ).toHaveAttribute('aria-current', 'page');
    await screen.findByText('Novas taxas de dividendos a partir de dezembro', {}, PAGE_WAIT);
    await balanceShown();
    await expect(storyLocation()).toBe('/agentHome/announcements');
  },
};
