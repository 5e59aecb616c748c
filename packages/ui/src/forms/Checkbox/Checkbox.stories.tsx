import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Lembrar de mim', name: 'rememberMe', checked: false, onCheckedChange: fn() },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxInlineSize: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Lembrar de mim' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Lembrar de mim'));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = {
  args: { checked: true },
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Lembrar de mim' });
    await expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
  },
};

export const WithHint: Story = {
  args: { hint: 'Salva apenas o nome de usuário neste dispositivo.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Salva apenas o nome de usuário neste dispositivo.',
    );
  },
};

export const Invalid: Story = {
  args: {
    label: 'Tenho mais de 18 anos e aceito os termos',
    name: 'terms',
    error: 'Aceite os termos para continuar',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Aceite os termos para continuar');
  },
};

export const Disabled: Story = {
  args: { disabled: true, checked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};
