import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, spyOn, waitFor } from 'storybook/test';
import { COPIED_FEEDBACK_MS } from '../../lib/useCopyToClipboard.ts';
import { PAGE_WAIT, prepareScreen, renderScreen } from '../../stories/ScreenStory.tsx';

const LINK = 'https://sorte.example/register?referralCode=ANA2026';

/** The member centre's referral page (GET /wps/agent/affiliate) for jogador01 (code ANA2026, 7 friends invited). */
const meta = {
  title: 'Screens/Referral',
  tags: ['!autodocs'],
  render: renderScreen,
  parameters: { path: '/member/referral', account: 'jogador01' },
  beforeEach: (context) => {
    const finish = prepareScreen(context);
    // The gateway's own link (the site's origin has a different port on every run, and so would its QR code).
    context.msw.use(
      http.get('*/wps/agent/affiliate', () =>
        HttpResponse.json({
          success: true,
          value: { referralCode: 'ANA2026', referralLink: LINK, invitedCount: 7 },
        }),
      ),
    );
    return finish;
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const QR_SIZE = 800;

/** The code, the gateway's register link, its QR code (§9: size 800) and the invited count. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    await expect(await screen.findByDisplayValue('ANA2026', {}, PAGE_WAIT)).toBeVisible();
    await expect(screen.getByLabelText(/^(link de convite|invitation link)$/i)).toHaveValue(LINK);
    const qr = (await screen.findByRole('img', { name: /qr code/i }, PAGE_WAIT)) as HTMLImageElement;
    await waitFor(() => expect(qr.naturalWidth).toBe(QR_SIZE), PAGE_WAIT);
  },
};

/** Copy says copy_success beside the link. */
export const Copied: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  // The browser's clipboard refuses a page without focus, and story files run side by side in two pages.
  // On a busy machine the screenshot can come more than COPIED_FEEDBACK_MS after the click: the story holds the
  // feedback's timer (and only that one) so the picture shows the state the story is named after.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const schedule = window.setTimeout.bind(window);
    const setTimeoutSpy = spyOn(window, 'setTimeout').mockImplementation(((
      handler: TimerHandler,
      delay?: number,
      ...rest: unknown[]
    ) => (delay === COPIED_FEEDBACK_MS ? 0 : schedule(handler, delay, ...rest))) as typeof window.setTimeout);
    return () => {
      writeText.mockRestore();
      setTimeoutSpy.mockRestore();
    };
  },
  play: async ({ userEvent }) => {
    await screen.findByDisplayValue('ANA2026', {}, PAGE_WAIT);
    // The member's picture arrives with the member area's lazy part: the picture is of the settled header.
    await waitFor(
      () => expect(screen.getByRole('banner').querySelector('[data-avatar-fallback]')).toBeNull(),
      PAGE_WAIT,
    );
    await userEvent.click(
      screen.getByRole('button', { name: /^(copiar link de convite|copy invitation link)$/i }),
    );
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(LINK);
    await expect(await screen.findByText(/^(copiado|copied)$/i)).toBeVisible();
  },
};
