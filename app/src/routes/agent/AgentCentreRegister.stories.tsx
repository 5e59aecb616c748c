import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
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
  title: 'Screens/Agent centre register',
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

const balanceShown = () =>
  waitFor(
    () =>
      expect(screen.getByRole('region', { name: /^(sua conta|your account)$/i })).toHaveTextContent(/R\$/),
    PAGE_WAIT,
  );

/** A desktop on the register centre: the downline form and the invitation link with its QR code. */
export const DesktopRegisterCentre: Story = {
  parameters: { path: '/agentHome/register' },
  globals: desktop,
  play: async () => {
    await screen.findByRole('textbox', { name: /^(apelido|nickname)/i }, PAGE_WAIT);
    await screen.findByRole('img', { name: /qr/i }, PAGE_WAIT);
    await balanceShown();
  },
};
