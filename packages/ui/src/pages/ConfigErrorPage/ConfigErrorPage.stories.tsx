import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { ConfigErrorPage } from './ConfigErrorPage.tsx';

const meta = {
  title: 'Pages/ConfigErrorPage',
  component: ConfigErrorPage,
  args: {
    detail: 'config.json: gatewayUrl: Invalid type: Expected string but received undefined',
    onRetry: fn(),
  },
} satisfies Meta<typeof ConfigErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const retry = uiText('Tentar novamente', 'Try again');

export const Invalid: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      uiText('Não foi possível iniciar o site', "We couldn't start the site"),
    );
    await expect(canvas.getByText(/gatewayUrl/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Missing: Story = { args: { detail: 'GET /config.json: 404 Not Found' } };

export const Malformed: Story = {
  args: { detail: 'config.json: Unexpected token } in JSON at position 212 (line 9 column 1)' },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: retry })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
