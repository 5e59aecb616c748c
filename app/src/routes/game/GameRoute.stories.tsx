import { findGame } from '@sorte/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { PAGE_WAIT, prepareScreen, renderScreen } from '../../stories/ScreenStory.tsx';

const LAUNCH_HOST = 'play.sorte.example';
const game = findGame(100001);
if (!game) throw new Error('game 100001 is not in the catalogue');
const gamePage = `/seamless?${new URLSearchParams({
  nodeId: String(game.nodeId),
  vassalage: game.vassalage,
  gameType: game.gameType,
  gameCode: game.gameCode,
  name: game.gameName,
})}`;

/** Spec §2 game pages: /seamless launches the game of its query into a frame from the allowlisted launch CDN. */
const meta = {
  title: 'Screens/Game page',
  tags: ['!autodocs'],
  render: renderScreen,
  beforeEach: prepareScreen,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Seamless: Story = {
  parameters: { path: gamePage, account: 'jogador01', config: { frameHosts: [LAUNCH_HOST] } },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: game.gameName }, PAGE_WAIT),
    ).toBeVisible();
    const frame = await screen.findByTitle(game.gameName, {}, PAGE_WAIT);
    await expect(frame.tagName).toBe('IFRAME');
    await expect(new URL(frame.getAttribute('src') ?? '').host).toBe(LAUNCH_HOST);
    await expect(screen.getByRole('button', { name: /^(voltar|back)$/i })).toBeEnabled();
    await expect(screen.getByRole('button', { name: /^(recarregar|reload)$/i })).toBeEnabled();
    // Full screen waits for the frame to load.
    await waitFor(
      () => expect(screen.getByRole('button', { name: /tela cheia|full screen/i })).toBeEnabled(),
      PAGE_WAIT,
    );
    // No side menu on a game page.
    await expect(screen.queryByRole('complementary', { name: /menu lateral|side menu/i })).toBeNull();
  },
};
