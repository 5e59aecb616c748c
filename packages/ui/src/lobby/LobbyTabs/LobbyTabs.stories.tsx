import { type LobbyTab, lobbyTabs } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import type { RenderShellLink } from '../../layout/ShellLink/index.ts';
import { storyLanes } from '../fixtures.ts';
import * as frames from '../storyFrames.css.ts';
import { LobbyTabs } from './LobbyTabs.tsx';

const hrefForTab = (tab: LobbyTab) => (tab === 'HOME' ? '/' : `/?tab=${tab}`);

const meta = {
  title: 'Lobby filters/LobbyTabs',
  component: LobbyTabs,
  args: { tabs: lobbyTabs(storyLanes), activeTab: 'HOME', hrefForTab, onSelect: fn() },
  decorators: [
    (Story) => (
      <div className={frames.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LobbyTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const stopNavigation = (event: Event) => event.preventDefault();
const nav = uiText('Categorias de jogos', 'Game categories');

export const Home: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const links = within(canvas.getByRole('navigation', { name: nav })).getAllByRole('link');
    await expect(links[0]).toHaveAccessibleName(uiText('Início', 'Home'));
    await expect(links[1]).toHaveAccessibleName(uiText('Populares', 'Hot'));
    await expect(links[2]).toHaveAccessibleName(uiText('Favoritos', 'Favourites'));
    // The fixed three, the gateway's nine lanes and in-house.
    await expect(links).toHaveLength(13);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await expect(links[9]).toHaveAccessibleName(uiText('Jogos da casa', 'In-house'));
    await expect(links[8]).toHaveAccessibleName(uiText('Pescaria', 'Fishing'));
    const casino = canvas.getByRole('link', { name: uiText('Cassino', 'Casino') });
    await expect(casino).toHaveAttribute('href', '/?tab=RNG');
    casino.addEventListener('click', stopNavigation);
    await userEvent.click(casino);
    await expect(args.onSelect).toHaveBeenCalledWith('RNG', expect.anything());
  },
};

export const CategoryActive: Story = {
  args: { activeTab: 'RNG' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: uiText('Cassino', 'Casino') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: uiText('Início', 'Home') })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const Phone: Story = {
  args: { activeTab: 'COCKFIGHT' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const current = canvas.getByRole('link', { name: uiText('Rinha de galo', 'Cockfight') });
    const box = current.getBoundingClientRect();
    const listBox = list.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(listBox.left);
    await expect(box.right).toBeLessThanOrEqual(listBox.right);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const renderRouterLink: RenderShellLink = (item, props) => <a {...props} data-router-link={item.id} />;

export const CustomLinkRenderer: Story = {
  args: { renderLink: renderRouterLink, activeTab: 'FAV' },
  play: async ({ canvas }) => {
    const favourites = canvas.getByRole('link', { name: uiText('Favoritos', 'Favourites') });
    await expect(favourites).toHaveAttribute('data-router-link', 'FAV');
    await expect(favourites).toHaveAttribute('aria-current', 'page');
  },
};
