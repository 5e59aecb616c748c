import { gatewayErrorMessage, smsQuotaExceededMessage } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { WarningDialog } from './WarningDialog.tsx';

const meta = {
  title: 'Popups/WarningDialog',
  component: WarningDialog,
  args: {
    open: true,
    message: 'O número de celular já foi usado. Tente novamente em 5 minutos.',
    onConfirm: fn(),
  },
} satisfies Meta<typeof WarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmName = /^(Confirmar|Confirm)$/;

/** §8: a failed SMS send shows the server message in a warning dialog with a confirm button. */
export const SmsSendFailed: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: /^(Aviso|Warning)$/ });
    await expect(dialog).toHaveAccessibleDescription(/O número de celular já foi usado/);
    await userEvent.click(screen.getByRole('button', { name: confirmName }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** §6: a trial account opening the member centre. The text for 'in_need_true_account' is the app's to choose. */
export const TrialAccount: Story = {
  args: { message: 'Este recurso precisa de uma conta real. Cadastre-se ou entre com sua conta.' },
};

export const Descriptor: Story = {
  args: { message: gatewayErrorMessage('network') },
  play: async () => {
    await expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      /A conexão de rede está instável|Network link is abnormal/,
    );
  },
};

export const DismissedWithEscape: Story = {
  args: { onClose: fn() },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const CustomTitle: Story = {
  args: { title: 'Não foi possível enviar o código', confirmLabel: 'Entendi' },
  play: async () => {
    await expect(
      await screen.findByRole('dialog', { name: 'Não foi possível enviar o código' }),
    ).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Entendi' })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** §8 quota-exceeded: the translated text, and the one button leads to customer service. */
export const ContactCustomerService: Story = {
  args: {
    message: smsQuotaExceededMessage,
    confirmLabel: 'Falar com o atendimento',
    onClose: fn(),
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: /^(Aviso|Warning)$/ });
    await expect(dialog).toHaveAccessibleDescription(/O limite de envio de SMS foi atingido|The SMS limit/);
    await userEvent.click(screen.getByRole('button', { name: 'Falar com o atendimento' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
