import { navigationItems, vendorCard } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyLanes } from '../../lobby/fixtures.ts';
import { storyPage } from '../storyFrame.css.ts';
import { type GameCenterCategory, GameCenterPage } from './GameCenterPage.tsx';

// The simulated gateway's vendor lanes as the navigation reads them (categories with vendors, INHOUSE included).
const categories: GameCenterCategory[] = navigationItems(storyLanes).flatMap((item) =>
  item.kind === 'category'
    ? [
        {
          id: item.category,
          label: item.label.message ?? item.category,
          href: `/${item.category.toLowerCase()}`,
          vendors: item.vendors.map((vendor) => {
            const card = vendorCard(vendor);
            return {
              id: card.vassalage,
              name: card.name,
              image: card.image,
              href: `/${item.category.toLowerCase()}?vassalage=${card.vassalage}`,
            };
          }),
        },
      ]
    : [],
);

const meta = {
  title: 'Content/GameCenterPage',
  component: GameCenterPage,
  args: { categories: categories.slice(0, 3), status: 'ready', onRetry: fn() },
  decorators: [
    (Story) => (
      <div className={storyPage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameCenterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const sections = canvas.getAllByRole('region');
    await expect(sections).toHaveLength(3);
    const first = args.categories[0]!;
    const section = canvas.getByRole('region', { name: first.label });
    const vendors = within(section).getByRole('list');
    await expect(within(vendors).getAllByRole('link')).toHaveLength(first.vendors.length);
    await expect(within(vendors).getByRole('link', { name: first.vendors[0]!.name })).toHaveAttribute(
      'href',
      first.vendors[0]!.href,
    );
    await expect(within(section).getByRole('link', { name: /^(Ver tudo|See all)/ })).toHaveAttribute(
      'href',
      first.href,
    );
  },
};

export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/^(Nenhuma categoria disponível no momento\.|No categories right now\.)$/),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { categories: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Carregando categorias|Loading categories/);
  },
};

export const Failed: Story = {
  args: { categories: [], status: 'error', failure: 'network' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(Tentar novamente|Try again)$/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
