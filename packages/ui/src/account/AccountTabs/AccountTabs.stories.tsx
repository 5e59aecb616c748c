import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AccountTabs } from './AccountTabs.tsx';

const meta = {
  title: 'Account/AccountTabs',
  component: AccountTabs,
  args: {
    label: 'Forma de entrar',
    value: 'username',
    onValueChange: fn(),
    tabs: [
      { value: 'username', label: 'Nome de usuário', panel: <p>Entre com seu nome de usuário e senha.</p> },
      { value: 'sms', label: 'Celular', panel: <p>Entre com um código enviado por SMS.</p> },
    ],
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxInlineSize: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountTabs<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('tablist', { name: 'Forma de entrar' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Nome de usuário' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('nome de usuário e senha');
    await userEvent.click(canvas.getByRole('tab', { name: 'Celular' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('sms');
  },
};

export const SecondTab: Story = {
  args: { value: 'sms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Celular' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('código enviado por SMS');
  },
};

/** One way enabled (a white-label switch off): its panel alone, no row of tabs. */
export const SingleWay: Story = {
  args: {
    tabs: [
      { value: 'username', label: 'Nome de usuário', panel: <p>Entre com seu nome de usuário e senha.</p> },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getByText('Entre com seu nome de usuário e senha.')).toBeVisible();
  },
};
