import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { storyGames, storyGamesLazy } from '../fixtures.ts';
import { VirtualGameGrid } from './VirtualGameGrid.tsx';
import * as styles from './VirtualGameGridStory.css.ts';

const favourites = storyGamesLazy(999, { favourites: storyGamesLazy(999).map((game) => game.id) });
// The simulated gateway's whole catalogue: 9,978 games.
const catalogue = storyGamesLazy(10_000);

const meta = {
  title: 'Lobby/VirtualGameGrid',
  component: VirtualGameGrid,
  args: {
    status: 'ready',
    games: favourites,
    label: 'Favoritos',
    onPlay: fn(),
    onTrial: fn(),
    onToggleFavourite: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className={styles.scroller} data-testid="scroller" data-screenshot>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VirtualGameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

function renderedItems(canvas: { getByRole: (role: 'list') => HTMLElement }): HTMLElement[] {
  return within(canvas.getByRole('list')).getAllByRole('listitem');
}

export const Favourites999: Story = {
  play: async ({ canvas }) => {
    const items = renderedItems(canvas);
    await expect(items.length).toBeLessThan(80);
    await expect(items[0]).toHaveAttribute('aria-setsize', '999');
    await expect(items[0]).toHaveAttribute('aria-posinset', '1');
    const scroller = canvas.getByTestId('scroller');
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getByRole('article', { name: 'Samba de Fogo Max' })).toBeVisible());
    const last = renderedItems(canvas).at(-1);
    await expect(last).toHaveAttribute('aria-posinset', '999');
    await expect(renderedItems(canvas).length).toBeLessThan(80);
    scroller.scrollTop = 0;
    await waitFor(() =>
      expect(canvas.getByRole('article', { name: 'Diamante Gigante Deluxe' })).toBeVisible(),
    );
  },
};

export const TenThousandGames: Story = {
  args: { games: catalogue, label: 'Cassino' },
  play: async ({ canvas }) => {
    await expect(renderedItems(canvas).length).toBeLessThan(80);
    const scroller = canvas.getByTestId('scroller');
    await waitFor(() => {
      // Set again on each try: the rows' measured height can change the scroll height after the first jump
      // (fonts arriving on a busy machine), which would leave the first position at the end of the list.
      scroller.scrollTop = scroller.scrollHeight / 2;
      const positions = renderedItems(canvas).map((item) => Number(item.getAttribute('aria-posinset')));
      expect(Math.min(...positions)).toBeGreaterThan(4500);
      expect(Math.max(...positions)).toBeLessThan(5500);
    });
    scroller.scrollTop = 0;
    await waitFor(() => expect(renderedItems(canvas)[0]).toHaveAttribute('aria-posinset', '1'));
  },
};

export const KeyboardWalk: Story = {
  args: { games: storyGames(60), overscanRows: 0 },
  play: async ({ canvas }) => {
    const before = renderedItems(canvas);
    const lastRendered = before.at(-1)!;
    const lastIndex = Number(lastRendered.getAttribute('aria-posinset'));
    await expect(lastIndex).toBeLessThan(60);
    const buttons = within(lastRendered).getAllByRole('button');
    buttons.at(-1)!.focus();
    await userEvent.tab();
    const focusedItem = (document.activeElement as HTMLElement).closest('li');
    await expect(focusedItem).toHaveAttribute('aria-posinset', String(lastIndex + 1));
    await expect(document.activeElement).toHaveAccessibleName(uiText('Favorito', 'Favourite'));
    await userEvent.tab({ shift: true });
    await expect((document.activeElement as HTMLElement).closest('li')).toHaveAttribute(
      'aria-posinset',
      String(lastIndex),
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const items = renderedItems(canvas);
    const top = items[0]!.getBoundingClientRect().top;
    await expect(items.filter((item) => Math.abs(item.getBoundingClientRect().top - top) < 1)).toHaveLength(
      2,
    );
    await expect(items.length).toBeLessThan(30);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(uiText('Carregando jogos…', 'Loading games…'));
  },
};

export const Empty: Story = {
  args: { games: [], emptyMessage: 'Você ainda não tem jogos favoritos.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Você ainda não tem jogos favoritos.');
  },
};
