import { classifyOptions, LIVE_CLASSES, SLOT_CLASSES } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { storyVendors } from '../fixtures.ts';
import * as frames from '../storyFrames.css.ts';
import { LobbyToolbar, type LobbyToolbarProps } from './LobbyToolbar.tsx';

/** A gateway's game menus naming the §3 classes as the domain spells them. */
const gatewayClasses = (names: readonly string[]) => names.map((name) => ({ name }));

const meta = {
  title: 'Lobby filters/LobbyToolbar',
  component: LobbyToolbar,
  args: {
    filter: 'ALL',
    onFilterChange: fn(),
    vendors: storyVendors('RNG'),
    vendor: 'ALL',
    onVendorChange: fn(),
    classifyOptions: classifyOptions('RNG', 'ALL', gatewayClasses(SLOT_CLASSES)),
    classify: 'ALL',
    onClassifyChange: fn(),
    searchValue: '',
    onSearchValueChange: fn(),
    onSearch: fn(),
  },
  decorators: [
    (Story) => (
      <div className={frames.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LobbyToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  filters: uiText('Filtro de jogos', 'Game filter'),
  vendor: uiText('Fornecedor', 'Vendor'),
  classify: uiText('Tipo de jogo', 'Game type'),
  all: uiText('Todos', 'All'),
  hot: uiText('Populares', 'Hot'),
  favourites: uiText('Favoritos', 'Favourites'),
  search: uiText('Buscar jogo pelo nome', 'Search games by name'),
  searchButton: uiText('Buscar', 'Search'),
  clear: uiText('Limpar busca', 'Clear search'),
};

export const AllGames: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const filters = canvas.getByRole('group', { name: name.filters });
    const buttons = within(filters).getAllByRole('button');
    await expect(buttons).toHaveLength(4);
    await expect(within(filters).getByRole('button', { name: name.all })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(filters).getByRole('button', { name: name.favourites }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('FAV');

    const vendors = canvas.getByRole('group', { name: name.vendor });
    // All, then the gateway's ten casino vendors.
    await expect(within(vendors).getAllByRole('button')).toHaveLength(11);
    await userEvent.click(within(vendors).getByRole('button', { name: 'Luma Gaming' }));
    await expect(args.onVendorChange).toHaveBeenCalledWith('LUMA');

    const classes = canvas.getByRole('group', { name: name.classify });
    await userEvent.click(
      within(classes).getByRole('button', { name: uiText('Raspadinhas', 'Scratch cards') }),
    );
    await expect(args.onClassifyChange).toHaveBeenCalledWith('SCRATCH_CARD');
    await expect(canvas.getByRole('searchbox', { name: name.search })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: name.clear })).toBeNull();
  },
};

function SearchingToolbar(args: LobbyToolbarProps) {
  const [value, setValue] = useState(args.searchValue);
  return (
    <LobbyToolbar
      {...args}
      searchValue={value}
      onSearchValueChange={(next) => {
        setValue(next);
        args.onSearchValueChange(next);
      }}
    />
  );
}

export const Searching: Story = {
  args: { searchValue: 'fortuna' },
  render: (args) => <SearchingToolbar {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: name.search });
    await expect(canvas.getByRole('search')).toBeVisible();
    // A game's name runs in its own direction (issue 23 defect 9); the clear button stays clear of the text.
    await expect(box).toHaveAttribute('dir', 'auto');
    const clearButton = canvas.getByRole('button', { name: name.clear }).getBoundingClientRect();
    const text = box.getBoundingClientRect();
    const padding = getComputedStyle(box);
    const textStart = text.left + Number.parseFloat(padding.paddingLeft);
    const textEnd = text.right - Number.parseFloat(padding.paddingRight);
    await expect(clearButton.right <= textStart || clearButton.left >= textEnd).toBe(true);
    await userEvent.type(box, ' dourada {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('fortuna dourada ');
    await userEvent.click(canvas.getByRole('button', { name: name.searchButton }));
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: name.clear }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
  },
};

export const VendorAndClassChosen: Story = {
  args: {
    vendor: 'SOLX',
    classify: 'JACKPOT',
    classifyOptions: classifyOptions('RNG', 'SOLX', [
      { name: 'SLOT_MACHINE', vendors: ['SOLX', 'LUMA'] },
      { name: 'JACKPOT', vendors: ['SOLX'] },
      { name: 'BINGO', vendors: ['LUMA'] },
    ]),
  },
  play: async ({ canvas }) => {
    const vendors = canvas.getByRole('group', { name: name.vendor });
    await expect(within(vendors).getByRole('button', { name: 'Solx Slots' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(vendors).getByRole('button', { name: name.all })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const classes = canvas.getByRole('group', { name: name.classify });
    await expect(within(classes).getAllByRole('button')).toHaveLength(3);
    await expect(within(classes).getByRole('button', { name: 'Jackpot' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const HotFilter: Story = {
  args: { filter: 'HOT', searchValue: 'ignorado' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: name.hot })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('search')).toBeNull();
  },
};

export const LiveClasses: Story = {
  args: {
    vendors: storyVendors('LIVE'),
    classifyOptions: classifyOptions('LIVE', 'ALL', gatewayClasses(LIVE_CLASSES)),
    classify: 'ROULETTE',
  },
  play: async ({ canvas }) => {
    const classes = canvas.getByRole('group', { name: name.classify });
    await expect(within(classes).getAllByRole('button')).toHaveLength(7);
    await expect(within(classes).getByRole('button', { name: uiText('Roleta', 'Roulette') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const NoMenus: Story = {
  args: { vendors: [], classifyOptions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: name.vendor })).toBeNull();
    await expect(canvas.queryByRole('group', { name: name.classify })).toBeNull();
    await expect(canvas.getByRole('search')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const chips = canvas.getByRole('button', { name: 'Caju Gaming' }).parentElement!;
    await expect(chips.scrollWidth).toBeGreaterThan(chips.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
