import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { PAGE_WAIT, prepareScreen, renderScreen } from '../../stories/ScreenStory.tsx';

/** §2 News: the announcements newest first, a promotion's announcement linking to the promotions (a visitor). */
const meta = {
  title: 'Screens/News',
  tags: ['!autodocs'],
  render: renderScreen,
  beforeEach: prepareScreen,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { path: '/news' },
  play: async () => {
    const main = await screen.findByRole('main', undefined, PAGE_WAIT);
    await expect(
      await within(main).findByRole('heading', { level: 1, name: /^(Notícias|News)$/ }, PAGE_WAIT),
    ).toBeVisible();
    const articles = await within(main).findAllByRole('article', undefined, PAGE_WAIT);
    await expect(articles).toHaveLength(14);
    await expect(
      within(articles[1]!).getByRole('link', { name: /^(Ver promoção|See promotion)/ }),
    ).toHaveAttribute('href', '/promotions');
  },
};
