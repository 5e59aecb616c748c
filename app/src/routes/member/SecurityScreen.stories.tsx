import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
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

/** The avatar chooser (§7 member icon options), login password, withdraw password change, the contacts masked. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    // The bound contacts' (the personal data section further down shows them masked too).
    const contacts = (
      await screen.findByRole('heading', { name: /^(Contatos vinculados|Linked contacts)$/ }, PAGE_WAIT)
    ).closest('section') as HTMLElement;
    await expect(await within(contacts).findByText('+55 11••••••321', {}, PAGE_WAIT)).toBeVisible();
    await expect(within(contacts).getByText('an•••@sorte.example')).toBeVisible();
    await expect(
      await screen.findAllByRole('radio', { name: /^(Avatar|الصورة الرمزية) \d$/ }, PAGE_WAIT),
    ).toHaveLength(8);
  },
};
