import { gatewayErrorMessage } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormMessage } from './FormMessage.tsx';

const meta = {
  title: 'Forms/FormMessage',
  component: FormMessage,
  args: { message: 'Nome de usuário ou senha incorretos', tone: 'critical' },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxInlineSize: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Critical: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Nome de usuário ou senha incorretos');
  },
};

export const Warning: Story = {
  args: { tone: 'warning', message: 'Sua conta será bloqueada após mais 2 tentativas sem sucesso.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('2 tentativas');
  },
};

export const Info: Story = {
  args: { tone: 'info', message: 'Enviamos um código para o seu celular.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Enviamos um código');
  },
};

export const NetworkError: Story = {
  args: { message: gatewayErrorMessage('network') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /A conexão de rede está instável|Network link is abnormal/,
    );
  },
};

export const LongMessage: Story = {
  args: {
    message:
      'A página demorou muito para carregar, verifique a sua conexão de rede. Se o problema continuar, entre em contato com o atendimento ao cliente pelo chat ou pelo número indicado na página de ajuda.',
  },
};
