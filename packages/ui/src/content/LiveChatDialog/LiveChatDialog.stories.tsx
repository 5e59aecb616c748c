import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { blankFrameSrc } from '../fixtures.ts';
import { LiveChatDialog } from './LiveChatDialog.tsx';

const meta = {
  title: 'Popups/Content/LiveChatDialog',
  component: LiveChatDialog,
  args: {
    open: true,
    onClose: fn(),
    title: 'Atendimento ao cliente',
    chatUrl: blankFrameSrc,
    status: 'ready',
    onFrameLoad: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LiveChatDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Atendimento ao cliente' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

export const Ready: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    const frame = within(dialog).getByTitle('Atendimento ao cliente');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('src', blankFrameSrc);
    // about:blank may finish loading before React listens: the frame's load event is what the prop follows.
    frame.dispatchEvent(new Event('load'));
    await waitFor(() => expect(args.onFrameLoad).toHaveBeenCalled());
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Fechar|Close)$/ }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading', chatUrl: null },
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      /Conectando ao atendimento…|Connecting to customer service…/,
    );
  },
};

export const LoadError: Story = {
  args: { status: 'error', chatUrl: null },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('alert')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Tentar novamente|Try again)$/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByTitle('Atendimento ao cliente')).toBeVisible();
  },
};
