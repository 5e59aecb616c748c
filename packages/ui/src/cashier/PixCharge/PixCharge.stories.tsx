import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { brl, pixCopyPasteCode, pixQrSrc, storyNow } from '../fixtures.ts';
import { cashierStoryFrame } from '../storyFrame.tsx';
import { PixCharge } from './PixCharge.tsx';

const meta = {
  title: 'Cashier/PixCharge',
  component: PixCharge,
  args: {
    amount: 150,
    status: 'PENDING',
    qrSrc: pixQrSrc,
    copyPasteCode: pixCopyPasteCode,
    expiresAt: storyNow + 14 * 60_000 + 32_000,
    now: storyNow,
    onCopy: fn(),
    copied: false,
    onNewCode: fn(),
    onDone: fn(),
  },
  decorators: [cashierStoryFrame],
} satisfies Meta<typeof PixCharge>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  code: uiText('Código PIX copia e cola', 'PIX copy-paste code'),
  copy: uiText('Copiar Código PIX copia e cola', 'Copy PIX copy-paste code'),
  newCode: uiText('Gerar novo código', 'Get a new code'),
  done: uiText('Concluir', 'Done'),
};

/** Waiting for the payment: the QR code, the code to copy, the time left and a polite status. */
export const Pending: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('img', { name: brl('150,00') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: name.code })).toHaveValue(pixCopyPasteCode);
    await expect(canvas.getByRole('textbox', { name: name.code })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('timer')).toHaveTextContent(/14:32/);
    await expect(
      canvas
        .getAllByRole('status')
        .some((status) => /Aguardando o pagamento|Waiting for the payment/.test(status.textContent ?? '')),
    ).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: name.copy }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
  },
};

const payPage = 'https://pay.sorte.example/pix/D1042';
const openPage = uiText('Abrir página de pagamento', 'Open the payment page', { exact: false });

/** Only a payment page, no code: a link that opens it in a new tab, and no code box or Copy (issue 22 item 5). */
export const PaymentPageOnly: Story = {
  args: { copyPasteCode: undefined, qrSrc: undefined, onCopy: undefined, paymentPage: { url: payPage } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: uiText('Pagamento do depósito', 'Deposit payment') }),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: openPage });
    await expect(link).toHaveAttribute('href', payPage);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.queryByRole('textbox', { name: name.code })).toBeNull();
    await expect(canvas.queryByRole('button', { name: name.copy })).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The code and a payment page: both ways to pay. */
export const CodeAndPaymentPage: Story = {
  args: { paymentPage: { url: payPage } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: name.code })).toHaveValue(pixCopyPasteCode);
    await expect(canvas.getByRole('link', { name: openPage })).toHaveAttribute('href', payPage);
  },
};

/** A payment page on a host the config does not allow is not offered: the player is sent to support. */
export const PaymentPageRefused: Story = {
  args: { copyPasteCode: undefined, qrSrc: undefined, onCopy: undefined, paymentPage: 'refused' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      uiText('atendimento ao cliente', 'customer service', { exact: false }),
    );
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: name.code })).toBeNull();
  },
};

/** Just copied: copy_success, said politely. */
export const Copied: Story = {
  args: { copied: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(uiText('Copiado', 'Copied'))).toBeVisible();
  },
};

/** The last minute: the countdown keeps counting. */
export const AboutToExpire: Story = {
  args: { expiresAt: storyNow + 42_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/0:42/);
  },
};

/** The gateway says the code expired: no QR code to pay, a new code on offer. */
export const Expired: Story = {
  args: { status: 'EXPIRED' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(
      canvas.getByText(uiText('Este código PIX expirou', 'This PIX code has expired')),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: name.newCode }));
    await expect(args.onNewCode).toHaveBeenCalledTimes(1);
  },
};

/** Still pending at the gateway but past its expiry here: shown as expired, never as payable. */
export const PastItsExpiry: Story = {
  args: { expiresAt: storyNow - 1_000 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox', { name: name.code })).toBeNull();
    await expect(canvas.getByRole('button', { name: name.newCode })).toBeVisible();
  },
};

export const Credited: Story = {
  args: { status: 'CREDITED' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Depósito creditado', 'Deposit credited', { exact: false }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(brl('150,00'));
    await userEvent.click(canvas.getByRole('button', { name: name.done }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

export const Failed: Story = {
  args: { status: 'FAILED', failureReason: 'Pagamento recusado pelo banco emissor' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Pagamento recusado pelo banco emissor')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: name.newCode }));
    await expect(args.onNewCode).toHaveBeenCalledTimes(1);
  },
};

/** A 360 px phone: the QR code above the code, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: brl('150,00') })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A desktop page's column: the QR code beside the steps and the code. */
export const Wide: Story = {
  parameters: { wide: true },
  play: async ({ canvas }) => {
    const qr = canvas.getByRole('img', { name: brl('150,00') }).getBoundingClientRect();
    const code = canvas.getByRole('textbox', { name: name.code }).getBoundingClientRect();
    await expect(qr.top).toBeLessThan(code.top);
    await expect(Math.abs(qr.left - code.left)).toBeGreaterThan(200);
  },
};
