import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { PAGE_WAIT, prepareScreen, renderScreen } from '../../stories/ScreenStory.tsx';

/** The member centre's security centre for jogador01 (withdraw password 135790, mobile and e-mail bound). */
const meta = {
  title: 'Screens/Security centre',
  tags: ['!autodocs'],
  render: renderScreen,
  parameters: { path: '/member/security', account: 'jogador01' },
  beforeEach: prepareScreen,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Login password, withdraw password change, and the bound contacts masked. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    await expect(await screen.findByText('+55 11••••••321', {}, PAGE_WAIT)).toBeVisible();
    await expect(screen.getByText('an•••@sorte.example')).toBeVisible();
  },
};
