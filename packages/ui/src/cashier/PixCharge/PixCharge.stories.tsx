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
