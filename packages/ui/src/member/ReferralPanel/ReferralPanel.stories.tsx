import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { cashierStoryFrame } from '../../cashier/storyFrame.tsx';
import { ReferralPanel } from './ReferralPanel.tsx';

/**
 * A stand-in for the link's QR code (the app draws the real one with its lazily loaded encoder, §9 800 px, margin
 * 20, level M): a fixed pattern, so the picture is the same on every run.
 */
const QR_STAND_IN = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" width="800" height="800" shape-rendering="crispEdges"><rect width="29" height="29" fill="#fff"/><path d="M2 2h7v7H2zM20 2h7v7h-7zM2 20h7v7H2z" fill="none" stroke="#000" stroke-width="1"/><path d="M4 4h3v3H4zM22 4h3v3h-3zM4 22h3v3H4zM12 3h2v2h-2zM15 6h2v2h-2zM11 11h3v3h-3zM16 12h2v4h-2zM20 14h3v2h-3zM12 18h4v2h-4zM19 19h3v3h-3zM23 23h3v2h-3z"/></svg>',
)}`;

const meta = {
  title: 'Member/ReferralPanel',
  component: ReferralPanel,
  args: {
    status: 'ready',
    onRetry: fn(),
    referralCode: 'ANA2026',
    referralLink: 'https://sorte.example/register?referralCode=ANA2026',
    invitedCount: 7,
    qrImageUrl: QR_STAND_IN,
    copied: null,
    onCopy: fn(),
    canShare: false,
    onShare: fn(),
  },
  decorators: [cashierStoryFrame],
} satisfies Meta<typeof ReferralPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  code: /^(Código de convite|Invitation code)$/,
  link: /^(Link de convite|Invitation link)$/,
  copyLink: /^(Copiar Link de convite|Copy Invitation link)$/,
  share: /^(Compartilhar link|Share link)$/,
  qr: /^(QR code do link de convite|QR code of the invitation link)$/,
};

/** The code, the link, the QR code and the invited count; Copy asks for the link. No share sheet: no Share. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByLabelText(name.code)).toHaveValue('ANA2026');
    await expect(canvas.getByLabelText(name.link)).toHaveValue(args.referralLink);
    await expect(canvas.getByRole('img', { name: name.qr })).toBeVisible();
    await expect(canvas.getByText('7')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: name.share })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: name.copyLink }));
    await expect(args.onCopy).toHaveBeenCalledWith('link');
  },
};

/** The link was copied: copy_success beside it. */
export const Copied: Story = {
  args: { copied: 'link' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^(Copiado|Copied)$/)).toBeVisible();
  },
};

/** The device has a share sheet: Share hands the link to it. */
export const ShareSheet: Story = {
  args: { canShare: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: name.share }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading', qrImageUrl: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/convite|invitation/i);
  },
};

export const Failed: Story = {
  args: { status: 'error', failure: 'server' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(Tentar novamente|Try again)$/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
