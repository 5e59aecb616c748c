import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { contractsWithDownlines, contractsWithUplines, formatReais } from '../contracts/fixtures.ts';
import { contractStoryFrame } from '../contracts/storyFrame.tsx';
import { ContractTable } from './ContractTable.tsx';

const meta = {
  title: 'Agent/ContractTable',
  component: ContractTable,
  args: {
    title: 'Com meus subordinados',
    contracts: contractsWithDownlines,
    side: 'upline',
    status: 'ready',
    formatAmount: formatReais,
    onAction: fn(),
    onRetry: fn(),
  },
  decorators: [contractStoryFrame],
} satisfies Meta<typeof ContractTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** §4 every status with the downlines: the upline terminates an active contract and answers a termination request. */
export const WithDownlines: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('table');
    await expect(table).toBeVisible();
    for (const status of [
      uiText('Aguardando resposta', 'Awaiting answer'),
      uiText('Ativo', 'Active'),
      uiText('Rescisão solicitada', 'Termination requested'),
      uiText('Recusado', 'Rejected'),
      uiText('Encerrado', 'Terminated'),
    ]) {
      await expect(canvas.getAllByText(status).length).toBeGreaterThan(0);
    }
    const terminate = canvas.getAllByRole('button', {
      name: uiText('Encerrar', 'Terminate', { exact: false }),
    });
    await userEvent.click(terminate[0]!);
    await expect(args.onAction).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'active' }),
      'terminate',
    );
  },
};

/** The downline's side: it answers the pending request and may ask to end an active contract. */
export const WithUplines: Story = {
  args: { title: 'Com meu superior', side: 'downline', contracts: contractsWithUplines },
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole('button', {
        name: uiText('Solicitar rescisão', 'Request termination', { exact: false }),
      }),
    ).not.toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { contracts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(uiText('Nenhum contrato.', 'No contracts.'))).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiText('Tentar novamente', 'Try again') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** An action in flight locks every button; the acting contract's spins. */
export const ActionPending: Story = {
  args: { busyId: 'ct-1001' },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** Phones get stacked cards instead of the table. */
export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getAllByRole('listitem').length).toBe(contractsWithDownlines.length);
  },
};
