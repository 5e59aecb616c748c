import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';

const meta = {
  title: 'Pages/RouteErrorPage',
  component: RouteErrorPage,
  args: { onRetry: fn() },
} satisfies Meta<typeof RouteErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      uiText('Algo deu errado', 'Something went wrong'),
    );
    await userEvent.click(canvas.getByRole('button', { name: uiText('Tentar novamente', 'Try again') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(
      canvas.getByRole('link', { name: uiText('Ir para o início', 'Go to the home page') }),
    ).toHaveAttribute('href', '/');
  },
};

export const WithDetail: Story = {
  args: { detail: "TypeError: Cannot read properties of undefined (reading 'vendors')" },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
