import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { PAGE_WAIT, prepareScreen, renderScreen } from '../../stories/ScreenStory.tsx';

/** The VIP page for jogador01, whose club label type is AUTO. */
const meta = {
  title: 'Screens/VIP',
  tags: ['!autodocs'],
  render: renderScreen,
  parameters: { path: '/vip', account: 'jogador01' },
  beforeEach: prepareScreen,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** An AUTO label: the VIP badge and the label's type, the progress to the next level and the benefits (issue 23 item 6). */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: /^(Nível VIP|VIP level|مستوى VIP)$/ }, PAGE_WAIT),
    ).toBeVisible();
    await expect(await screen.findByText(/^(Automático|Automatic|تلقائي)$/, {}, PAGE_WAIT)).toBeVisible();
    await expect(await screen.findAllByRole('progressbar', {}, PAGE_WAIT)).toHaveLength(2);
  },
};
