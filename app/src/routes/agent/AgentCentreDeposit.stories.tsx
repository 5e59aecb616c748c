import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { PAGE_WAIT, pinClock, prepareScreen, renderScreen } from '../../stories/ScreenStory.tsx';

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
  title: 'Screens/Agent centre deposit',
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

const phone = { viewport: { value: 'phone', isRotated: false } };
const _desktop = { viewport: { value: 'desktop', isRotated: false } };

/** A phone on /agentHome/deposit: the member centre's deposit page in the agent frame, with a back control. */
export const PhoneDeposit: Story = {
  parameters: { path: '/agentHome/deposit' },
  globals: phone,
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: /^(depósito|deposit)$/i }, PAGE_WAIT);
    await screen.findByRole('radio', { name: /pix/i }, PAGE_WAIT);
    await expect(screen.getByRole('link', { name: /^(voltar ao menu|back to menu)$/i })).toHaveAttribute(
      'href',
      '/agentHome',
    );
    await expect(screen.queryByRole('navigation', { name: /^(menu do agente|agent menu)$/i })).toBeNull();
  },
};
