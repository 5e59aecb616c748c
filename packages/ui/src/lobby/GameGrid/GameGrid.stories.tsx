import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { storyGames } from '../fixtures.ts';
import * as frames from '../storyFrames.css.ts';
import { GameGrid } from './GameGrid.tsx';

const meta = {
  title: 'Lobby/GameGrid',
  component: GameGrid,
  args: {
    status: 'ready',
    games: storyGames(18),
    label: 'Cassino',
    onPlay: fn(),
    onTrial: fn(),
    onToggleFavourite: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className={frames.scrollingPage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

/** Number of cards whose top edge lines up with the first card's. */
function cardsInFirstRow(items: HTMLElement[]): number {
  const top = items[0]!.getBoundingClientRect().top;
  return items.filter((item) => Math.abs(item.getBoundingClientRect().top - top) < 1).length;
}

export const Ready: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Cassino' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(18);
    await expect(cardsInFirstRow(items)).toBe(6);
    const card = canvas.getByRole('article', { name: 'Caju Dourado Hold & Win' });
    await userEvent.click(within(card).getByRole('button', { name: uiText('Jogar agora', 'Play now') }));
    await expect(args.onPlay).toHaveBeenCalledWith('107952');
  },
};

export const Phone: Story = {
  globals: phone,
  args: { games: storyGames(6) },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(cardsInFirstRow(items)).toBe(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const FavouritePending: Story = {
  args: { games: storyGames(6), pendingFavouriteIds: new Set(['102831']) },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Samba Tropical Deluxe' });
    const heart = within(card).getByRole('button', { name: uiText('Favorito', 'Favourite') });
    await expect(heart).toHaveAttribute('aria-disabled', 'true');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Loading: Story = {
  args: { status: 'loading', skeletonCount: 12 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(uiText('Carregando jogos…', 'Loading games…'));
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Nenhum jogo encontrado.', 'No games found.'),
    );
  },
};

export const EmptyWithMessage: Story = {
  args: { games: [], emptyMessage: 'Você ainda não tem jogos favoritos.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Você ainda não tem jogos favoritos.');
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: uiText('Tentar novamente', 'Try again') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
