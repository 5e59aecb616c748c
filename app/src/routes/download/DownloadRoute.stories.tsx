import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { PAGE_WAIT, prepareScreen, renderScreen } from '../../stories/ScreenStory.tsx';

/** Spec §2 /down: the iOS and Android app links as QR codes (§9: size 800, margin 20, level M). */
const meta = {
  title: 'Screens/Download',
  tags: ['!autodocs'],
  render: renderScreen,
  beforeEach: prepareScreen,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const QR_SIZE = 800;

export const QrCodes: Story = {
  // The app links (permission resources) are on the operator's main domain, which its config allows.
  parameters: { path: '/down', config: { allowedLinkHosts: ['sorte.example'] } },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1 }, PAGE_WAIT)).toBeVisible();
    // The page's own codes (the side menu shows the same two, as soon as its QR encoder is in).
    const page = within(screen.getByRole('main'));
    const codes = await page.findAllByRole('img', { name: /código qr|qr code/i }, PAGE_WAIT);
    await expect(codes).toHaveLength(2);
    for (const code of codes as HTMLImageElement[]) {
      await expect(code.src).toMatch(/^data:image\/svg\+xml/);
      await waitFor(() => expect(code.naturalWidth).toBe(QR_SIZE), PAGE_WAIT);
    }
    await expect(page.getByRole('link', { name: /ios/i })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /android/i })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
