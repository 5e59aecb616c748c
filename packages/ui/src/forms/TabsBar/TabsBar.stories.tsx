import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TabsBar } from './TabsBar.tsx';

const meta = {
  title: 'Forms/TabsBar',
  component: TabsBar,
  args: {
    label: 'Forma de entrar',
    value: 'username',
    onValueChange: fn(),
    items: [
      { value: 'username', label: 'Nome de usuário' },
      { value: 'sms', label: 'Celular' },
    ],
    children: [
      <TabsBar.Panel key="username" value="username">
        <p>Entre com seu nome de usuário e senha.</p>
      </TabsBar.Panel>,
      <TabsBar.Panel key="sms" value="sms">
        <p>Entre com um código enviado por SMS.</p>
      </TabsBar.Panel>,
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
} satisfies Meta<typeof TabsBar>;

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

export const SecondSelected: Story = {
  args: { value: 'sms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Celular' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Celular' })).toHaveTextContent('SMS');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, args, userEvent }) => {
    canvas.getByRole('tab', { name: 'Nome de usuário' }).focus();
    // The next tab sits at the inline end: right in left-to-right pages, left in right-to-left ones.
    const next = document.documentElement.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
    await userEvent.keyboard(next);
    await expect(canvas.getByRole('tab', { name: 'Celular' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledWith('sms');
  },
};

export const ThreeTabs: Story = {
  args: {
    label: 'Recuperar senha',
    value: 'email',
    items: [
      { value: 'email', label: 'E-mail' },
      { value: 'sms', label: 'Celular' },
      { value: 'agent', label: 'Agente', disabled: true },
    ],
    children: (
      <TabsBar.Panel value="email">
        <p>Enviaremos um link para o seu e-mail.</p>
      </TabsBar.Panel>
    ),
  },
};
