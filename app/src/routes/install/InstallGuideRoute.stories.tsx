import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { PAGE_WAIT, prepareScreen, renderScreen } from '../../stories/ScreenStory.tsx';

/** Issue 27 item 5: the install tutorials, the browser's own platform first (a computer, in the test browser). */
const meta = {
  title: 'Screens/InstallGuide',
  tags: ['!autodocs'],
  render: renderScreen,
  beforeEach: prepareScreen,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tutorials: Story = {
  parameters: { path: '/install' },
  play: async () => {
    await expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: /^(Como instalar o app|How to install the app)$/ },
        PAGE_WAIT,
      ),
    ).toBeVisible();
    const main = within(screen.getByRole('main'));
    const titles = main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(titles[0]).toMatch(/Computador|Computer/);
    await expect(titles).toHaveLength(4);
    await expect(main.getByRole('link', { name: /download/i })).toHaveAttribute('href', '/down');
  },
};
