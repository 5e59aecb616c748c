import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage.tsx';

const meta = { title: 'Pages/NotFoundPage', component: NotFoundPage } satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /início|home/i })).toHaveAttribute('href', '/');
  },
};
