import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { PAGE_WAIT, prepareScreen, renderScreen } from '../../stories/ScreenStory.tsx';

/** Issue 27 item 5: the Beginner guide from the help centre's how-to topics (the simulated gateway's "Como depositar"). */
const meta = {
  title: 'Screens/BeginnerGuide',
  tags: ['!autodocs'],
  render: renderScreen,
  beforeEach: prepareScreen,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const HelpTopics: Story = {
  parameters: { path: '/guide' },
  play: async () => {
    await expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: /^(Guia do iniciante|Beginner guide)$/ },
        PAGE_WAIT,
      ),
    ).toBeVisible();
    const main = within(screen.getByRole('main'));
    await expect(await main.findByRole('region', { name: 'Como depositar' }, PAGE_WAIT)).toBeVisible();
    await expect(main.queryByRole('region', { name: 'Termos e condições' })).toBeNull();
  },
};
