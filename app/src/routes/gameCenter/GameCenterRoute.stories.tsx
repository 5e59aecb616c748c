import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { PAGE_WAIT, prepareScreen, renderScreen } from '../../stories/ScreenStory.tsx';

/** §2 Game center: every category with vendors, its vendors as cards leading to the category's centre. */
const meta = {
  title: 'Screens/GameCenter',
  tags: ['!autodocs'],
  render: renderScreen,
  beforeEach: prepareScreen,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { path: '/game-center' },
  play: async () => {
    const main = await screen.findByRole('main', undefined, PAGE_WAIT);
    const live = await within(main).findByRole(
      'region',
      { name: /^(Cassino ao vivo|Live casino)$/ },
      PAGE_WAIT,
    );
    const vendors = within(within(live).getByRole('list')).getAllByRole('link');
    await expect(vendors.length).toBeGreaterThan(1);
    await expect(vendors[0]!.getAttribute('href')).toMatch(/^\/live\?vassalage=/);
    await expect(within(live).getByRole('link', { name: /^(Ver tudo|See all)/ })).toHaveAttribute(
      'href',
      '/live',
    );
  },
};
