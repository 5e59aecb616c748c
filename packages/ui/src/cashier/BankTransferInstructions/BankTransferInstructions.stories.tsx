import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { brl } from '../fixtures.ts';
import { cashierStoryFrame } from '../storyFrame.tsx';
import { BankTransferInstructions } from './BankTransferInstructions.tsx';

const meta = {
  title: 'Cashier/BankTransferInstructions',
  component: BankTransferInstructions,
  args: {
    amount: 1_000,
    bankName: 'Itaú Unibanco (341)',
    accountName: 'Sorte Pagamentos Ltda',
    accountNumber: '0001 / 45872-3',
    reference: 'DEP7K3Q9M2',
    onCopy: fn(),
    copiedField: null,
  },
  decorators: [cashierStoryFrame],
} satisfies Meta<typeof BankTransferInstructions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account to pay into, each detail with its own Copy button. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(brl('1.000,00'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: uiText('Referência', 'Reference') })).toHaveValue(
      'DEP7K3Q9M2',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: uiText('Copiar Referência', 'Copy Reference') }),
    );
    await expect(args.onCopy).toHaveBeenCalledWith('reference', 'DEP7K3Q9M2');
    await userEvent.click(
      canvas.getByRole('button', { name: uiText('Copiar Agência e conta', 'Copy Branch and account') }),
    );
    await expect(args.onCopy).toHaveBeenLastCalledWith('accountNumber', '0001 / 45872-3');
  },
};

/** The account number was just copied: copy_success beside it only. */
export const Copied: Story = {
  args: { copiedField: 'accountNumber' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(uiText('Copiado', 'Copied'))).toHaveLength(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
