import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { endedByLowerRate } from '../contracts/fixtures.ts';
import { contractStoryFrame } from '../contracts/storyFrame.tsx';
import { ContractEndWarning } from './ContractEndWarning.tsx';

const meta = {
  title: 'Agent/ContractEndWarning',
  component: ContractEndWarning,
  args: { open: true, ended: endedByLowerRate, pending: false, onConfirm: fn(), onCancel: fn() },
  decorators: [contractStoryFrame],
} satisfies Meta<typeof ContractEndWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

/** §4 a lower rate: the dialog names the pair's contract it replaces and the downline's own contract above the new rate. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', {
      name: uiText('Contratos que serão encerrados', 'Contracts that will end'),
    });
    await expect(dialog).toHaveTextContent('agente1 → agente2');
    await expect(dialog).toHaveTextContent('agente2 → jogador21');
    await userEvent.click(
      screen.getByRole('button', { name: uiText('Encerrar e enviar', 'End them and send') }),
    );
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Cancelling sends nothing. */
export const Cancels: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: uiText('Cancelar', 'Cancel') }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { pending: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: uiText('Cancelar', 'Cancel') })).toBeDisabled();
  },
};

/** The gateway asked for the confirmation before the contracts were read: never an empty list, a general warning. */
export const ContractsNotRead: Story = {
  args: { ended: [] },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', {
      name: uiText('Contratos que serão encerrados', 'Contracts that will end'),
    });
    await expect(dialog).toHaveAccessibleDescription(
      uiText(
        'Este pedido encerra contratos em vigor com uma taxa maior na equipe deste subordinado. Deseja encerrá-los e enviar?',
        'This request ends contracts in force with a higher rate in this downline’s team. End them and send?',
      ),
    );
    await expect(dialog.querySelector('ul')).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: uiText('Encerrar e enviar', 'End them and send') }),
    );
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
