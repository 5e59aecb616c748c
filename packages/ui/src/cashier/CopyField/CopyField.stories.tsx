import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { pixCopyPasteCode } from '../fixtures.ts';
import { cashierStoryFrame } from '../storyFrame.tsx';
import { CopyField } from './CopyField.tsx';

const meta = {
  title: 'Cashier/CopyField',
  component: CopyField,
  args: { label: 'Chave PIX', value: 'pagamentos@sorte.example', onCopy: fn(), copied: false },
  decorators: [cashierStoryFrame],
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Chave PIX' })).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: uiText('Copiar Chave PIX', 'Copy Chave PIX') }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
  },
};

export const Copied: Story = {
  args: { copied: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(uiText('Copiado', 'Copied'));
  },
};

/** A long code wraps over a few lines, with a full-width Copy under it. */
export const Multiline: Story = {
  args: { label: 'Código PIX copia e cola', value: pixCopyPasteCode, multiline: true, monospace: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Código PIX copia e cola' })).toHaveValue(
      pixCopyPasteCode,
    );
  },
};
