import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import demoConfig from '../../../public/config.json';
import { PAGE_WAIT, prepareScreen, renderScreen } from '../../stories/ScreenStory.tsx';

/**
 * Issue 27 item 5: About Us. The simulated gateway's help centre has no "about" topic, so the demo config's
 * Markdown (`about.markdown`) is the page.
 */
const meta = {
  title: 'Screens/About',
  tags: ['!autodocs'],
  render: renderScreen,
  beforeEach: prepareScreen,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const OperatorText: Story = {
  parameters: { path: '/about', config: { about: demoConfig.about } },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: /^(Sobre nós|About us)$/ }, PAGE_WAIT),
    ).toBeVisible();
    const main = within(screen.getByRole('main'));
    await expect(
      await main.findByRole('heading', { level: 2, name: /Nossos compromissos|Our commitments/ }, PAGE_WAIT),
    ).toBeVisible();
  },
};
