import { homeVendorSections, vendorCard } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { storyGames, storyLanes } from '../fixtures.ts';
import * as frames from '../storyFrames.css.ts';
import { HomeSections } from './HomeSections.tsx';

const vendorSections = homeVendorSections(storyLanes).map((section) => ({
  category: section.category,
  vendors: section.vendors.map(vendorCard),
}));

const meta = {
  title: 'Lobby/HomeSections',
  component: HomeSections,
  args: {
    hot: { status: 'ready', games: storyGames(12) },
    recent: { status: 'ready', games: storyGames(16).slice(12) },
    vendorSections,
    hrefForSection: (section) => `/?tab=${section}`,
    onPlay: fn(),
    onTrial: fn(),
    onToggleFavourite: fn(),
    onOpenVendor: fn(),
    onPlayVendor: fn(),
  },
  decorators: [
    (Story) => (
      <div className={frames.scrollingPage} data-testid="page">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HomeSections>;

export default meta;
type Story = StoryObj<typeof meta>;

const showAll = uiText('Ver todos', 'See all', { exact: false });
const heading = {
  hot: uiText('Populares', 'Hot'),
  recent: uiText('Recentes', 'Recent'),
  sports: uiText('Esportes', 'Sports'),
  esports: 'E-sports',
  cockfight: uiText('Rinha de galo', 'Cockfight'),
};

export const LoggedIn: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const titles = canvas.getAllByRole('heading', { level: 2 });
    await expect(titles).toHaveLength(5);
    const hot = canvas.getByRole('region', { name: heading.hot });
    await expect(within(hot).getAllByRole('article')).toHaveLength(12);
    await expect(within(hot).getByRole('link', { name: showAll })).toHaveAttribute('href', '/?tab=HOT');
    const sports = canvas.getByRole('region', { name: heading.sports });
    await expect(within(sports).getAllByRole('article')).toHaveLength(5);
    await expect(within(sports).queryByText('Apito Final')).toBeNull();
    await userEvent.click(within(sports).getByRole('button', { name: 'Arena Esportes' }));
    await expect(args.onOpenVendor).toHaveBeenCalledWith('ARENA');
    const cockfight = canvas.getByRole('region', { name: heading.cockfight });
    await userEvent.click(within(cockfight).getByRole('button', { name: uiText('Jogar agora', 'Play now') }));
    await expect(args.onPlayVendor).toHaveBeenCalledWith('SV3');
    const recent = canvas.getByRole('region', { name: heading.recent });
    await userEvent.click(
      within(recent).getAllByRole('button', { name: uiText('Jogar agora', 'Play now') })[0]!,
    );
    await expect(args.onPlay).toHaveBeenCalledWith('107496');
    canvas.getByTestId('page').scrollTop = 0;
  },
};

export const Visitor: Story = {
  args: { recent: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: heading.recent })).toBeNull();
    await expect(canvas.getByRole('region', { name: heading.esports })).toBeVisible();
  },
};

export const NoRecentGames: Story = {
  args: { recent: { status: 'ready', games: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: heading.recent })).toBeNull();
  },
};

export const Loading: Story = {
  args: { hot: { status: 'loading', games: [] }, recent: { status: 'loading', games: [] } },
  play: async ({ canvas }) => {
    const hot = canvas.getByRole('region', { name: heading.hot });
    await expect(hot.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};

export const HotFailed: Story = {
  args: { hot: { status: 'error', games: [], onRetry: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    const hot = canvas.getByRole('region', { name: heading.hot });
    await userEvent.click(within(hot).getByRole('button', { name: uiText('Tentar novamente', 'Try again') }));
    await expect(args.hot.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  args: { hot: { status: 'ready', games: storyGames(4) }, recent: undefined },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: showAll })).toHaveLength(4);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
