import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { PAGE_WAIT, prepareScreen, renderScreen, storyLocation } from '../../stories/ScreenStory.tsx';

/** Spec §2 /favorite and /recent: the demo player's own game lists; a visitor is sent to log in first. */
const meta = {
  title: 'Screens/Account games',
  tags: ['!autodocs'],
  render: renderScreen,
  beforeEach: prepareScreen,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list once its games have arrived (jogador01 starts with 8 favourites and 6 recent games). */
const accountList = async (name: RegExp, count: number) => {
  await expect(await screen.findByRole('heading', { level: 1, name }, PAGE_WAIT)).toBeVisible();
  const list = await screen.findByRole('list', { name }, PAGE_WAIT);
  await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(count), PAGE_WAIT);
  return list;
};

export const Favourites: Story = {
  parameters: { path: '/favorite', account: 'jogador01' },
  play: async () => {
    const list = await accountList(/^(favoritos|favourites)$/i, 8);
    for (const heart of within(list).getAllByRole('button', { name: /^(favorito|favourite)$/i })) {
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(storyLocation()).toBe('/favorite');
  },
};

export const Recent: Story = {
  parameters: { path: '/recent', account: 'jogador01' },
  play: async () => {
    const list = await accountList(/^(recentes|recent)$/i, 6);
    await expect(within(list).getAllByRole('button', { name: /jogar agora|play now/i })).toHaveLength(6);
  },
};

export const VisitorSentToLogin: Story = {
  parameters: { path: '/favorite' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: /^(entrar|log in)$/i }, PAGE_WAIT);
    // The dialog fades in.
    await waitFor(
      () => expect(within(dialog).getByRole('textbox', { name: /nome de usuário|username/i })).toBeVisible(),
      PAGE_WAIT,
    );
    // After logging in, the player comes back to the page asked for.
    await waitFor(() => expect(storyLocation()).toBe('/login?redirect=%2Ffavorite'), PAGE_WAIT);
    await expect(screen.queryByRole('heading', { level: 1, name: /^(favoritos|favourites)$/i })).toBeNull();
  },
};
