import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Popups/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Sair da conta',
    message: 'Tem certeza de que deseja sair da sua conta?',
    confirmLabel: 'Sair',
    cancelLabel: 'Cancelar',
    pending: false,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Logout: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Sair da conta' });
    await expect(dialog).toHaveAccessibleDescription('Tem certeza de que deseja sair da sua conta?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancelled: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    const confirm = screen.getByRole('button', { name: 'Sair' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await expect(screen.queryByRole('button', { name: /^(Fechar|Close)$/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Critical: Story = {
  args: {
    tone: 'critical',
    title: 'Encerrar contrato',
    message:
      'O contrato de salário diário com maria.silva será encerrado hoje. Esta ação não pode ser desfeita.',
    confirmLabel: 'Encerrar',
  },
};

export const DefaultLabels: Story = {
  args: {
    confirmLabel: undefined,
    cancelLabel: undefined,
    title: 'Transferir saldo',
    message: 'Transferir R$\u00a050,00 para a carteira principal?',
  },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('button', { name: /^(Confirmar|Confirm)$/ })).toBeEnabled();
    await expect(screen.getByRole('button', { name: /^(Cancelar|Cancel)$/ })).toBeEnabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
