import { gatewayErrorMessage } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../components/Button/index.ts';
import { AccountSubmit } from './AccountSubmit.tsx';

const meta = {
  title: 'Account/AccountSubmit',
  component: AccountSubmit,
  args: { label: 'Entrar', submitting: false },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <form style={{ padding: 16, maxInlineSize: 440 }} onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof AccountSubmit>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toHaveAttribute('type', 'submit');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const WithFormError: Story = {
  args: { formError: gatewayErrorMessage('network') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

export const WithMoreActions: Story = {
  args: {
    children: (
      <Button type="button" tone="secondary" block>
        Jogar grátis
      </Button>
    ),
  },
};
