import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { helpLinks, productLinks, socialLinks, uiText, vendors } from '../fixtures.ts';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: { helpLinks, productLinks, socialLinks, vendors, year: 2026 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    const help = within(footer).getByRole('region', { name: uiText('Ajuda', 'Help') });
    await expect(within(help).getByRole('link', { name: 'Jogo responsável' })).toHaveAttribute(
      'href',
      '/help#responsible',
    );
    await expect(within(footer).getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(within(footer).getByText('Aurora Gaming')).toBeVisible();
    await expect(within(footer).getByText(/2026/)).toBeVisible();
  },
};

export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

export const Minimal: Story = { args: { productLinks: [], socialLinks: [], vendors: [] } };
