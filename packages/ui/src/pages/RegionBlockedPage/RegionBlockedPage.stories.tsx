import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RegionBlockedPage } from './RegionBlockedPage.tsx';

const meta = {
  title: 'Pages/RegionBlockedPage',
  component: RegionBlockedPage,
  args: { ip: '203.0.113.45' },
} satisfies Meta<typeof RegionBlockedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      /acesso restrito|access restricted/i,
    );
    await expect(canvas.getByText(/203\.0\.113\.45/)).toBeVisible();
  },
};

export const UnknownIp: Story = {
  args: { ip: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/IP:/)).not.toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
