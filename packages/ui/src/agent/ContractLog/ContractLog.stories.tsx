import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { contractLog, formatReais } from '../contracts/fixtures.ts';
import { contractStoryFrame } from '../contracts/storyFrame.tsx';
import { ContractLog } from './ContractLog.tsx';

const meta = {
  title: 'Agent/ContractLog',
  component: ContractLog,
  args: { entries: contractLog, formatAmount: formatReais },
  decorators: [contractStoryFrame],
} satisfies Meta<typeof ContractLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who proposed, accepted, rejected, asked to end or ended each contract, newest first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').length).toBe(contractLog.length);
    await expect(
      canvas.getAllByText(uiText('propôs o contrato', 'proposed the contract')).length,
    ).toBeGreaterThan(0);
  },
};

export const Empty: Story = { args: { entries: [] } };
