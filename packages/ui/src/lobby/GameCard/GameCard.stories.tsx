import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { brokenImageSrc, hotTrialGame } from '../fixtures.ts';
import * as frames from '../storyFrames.css.ts';
import { GameCard } from './GameCard.tsx';

const meta = {
  title: 'Cards/GameCard',
  component: GameCard,
  args: {
    game: hotTrialGame,
    favouritePending: false,
    onPlay: fn(),
    onTrial: fn(),
    onToggleFavourite: fn(),
  },
  decorators: [
    (Story) => (
      <div className={frames.page}>
        <div className={frames.card}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  play: uiText('Jogar agora', 'Play now'),
  trial: uiText('Teste grátis', 'Free trial'),
  favourite: uiText('Favorito', 'Favourite'),
  hot: uiText('Popular', 'Hot'),
  rtp: uiText('RTP 96,9%', 'RTP 96.9%'),
  noRtp: uiText('RTP indisponível', 'RTP unavailable'),
};

export const HotWithFreeTrial: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Cometa Mágico 2' })).toBeVisible();
    await expect(canvas.getByText(name.hot)).toBeVisible();
    // Issue 26 item 6: the return to player the gateway gives, in the player's number format.
    await expect(canvas.getByText(name.rtp)).toBeVisible();
    const image = canvas.getByRole('presentation');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).toHaveAttribute('width', '200');
    await userEvent.click(canvas.getByRole('button', { name: name.play }));
    await expect(args.onPlay).toHaveBeenCalledWith('109310');
    await userEvent.click(canvas.getByRole('button', { name: name.trial }));
    await expect(args.onTrial).toHaveBeenCalledWith('109310');
    const heart = canvas.getByRole('button', { name: name.favourite });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toHaveAccessibleDescription('Cometa Mágico 2');
    await userEvent.click(heart);
    await expect(args.onToggleFavourite).toHaveBeenCalledWith('109310', true);
  },
};

export const PlayOnly: Story = {
  args: { game: { ...hotTrialGame, name: 'Samba Slots', hot: false, freeTrial: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: name.play })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: name.trial })).toBeNull();
    await expect(canvas.queryByText(name.hot)).toBeNull();
  },
};

export const Favourite: Story = {
  args: { game: { ...hotTrialGame, name: 'Tigre da Sorte', favourite: true } },
  play: async ({ canvas, args, userEvent }) => {
    const heart = canvas.getByRole('button', { name: name.favourite });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(args.onToggleFavourite).toHaveBeenCalledWith('109310', false);
  },
};

export const FavouritePending: Story = {
  args: { game: { ...hotTrialGame, favourite: true }, favouritePending: true },
  play: async ({ canvas, args, userEvent }) => {
    const heart = canvas.getByRole('button', { name: name.favourite });
    await expect(heart).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(heart);
    await expect(heart).toHaveFocus();
    await expect(args.onToggleFavourite).not.toHaveBeenCalled();
  },
};

/** Issue 26 item 6: a game whose gateway states no return to player says so, on a line of the same height. */
export const RtpUnavailable: Story = {
  args: { game: { ...hotTrialGame, name: 'Roleta Brasileira', rtp: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(name.noRtp)).toBeVisible();
    await expect(canvas.queryByText(/%/)).toBeNull();
  },
};

export const MissingImage: Story = {
  args: { game: { ...hotTrialGame, name: 'Bicho Premiado', image: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('presentation')).toBeNull();
    await expect(canvas.getByTestId('game-fallback')).toBeVisible();
  },
};

export const BrokenImage: Story = {
  args: { game: { ...hotTrialGame, name: 'Festa Junina', image: brokenImageSrc } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('game-fallback')).toBeVisible());
  },
};

export const LongName: Story = {
  args: {
    game: { ...hotTrialGame, name: 'Tesouro Perdido da Amazônia: Edição Megaways Deluxe', hot: false },
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading');
    await expect(heading).toHaveAttribute('title', 'Tesouro Perdido da Amazônia: Edição Megaways Deluxe');
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
    // Cut at its end in either page direction (dark EN-RTL too): the name's first letter is the box's first.
    await expect(heading).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(heading).direction).toBe('ltr');
    const range = document.createRange();
    range.setStart(heading.firstChild as Text, 0);
    range.setEnd(heading.firstChild as Text, 1);
    await expect(range.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      heading.getBoundingClientRect().left,
    );
  },
};
