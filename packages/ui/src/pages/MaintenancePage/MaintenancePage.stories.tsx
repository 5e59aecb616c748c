import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MaintenancePage } from './MaintenancePage.tsx';

const meta = {
  title: 'Pages/MaintenancePage',
  component: MaintenancePage,
  args: { onCustomerService: fn() },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/manutenção|maintenance/i);
    await userEvent.click(canvas.getByRole('button', { name: /atendimento|customer service/i }));
    await expect(args.onCustomerService).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
