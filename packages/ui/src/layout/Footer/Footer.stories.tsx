import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { helpLinks, productLinks, socialLinks, uiText, vendors } from '../fixtures.ts';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Shell/Footer',
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
    const vendorList = within(footer).getByRole('region', {
      name: uiText('Provedores de jogos', 'Game providers'),
    });
    await expect(within(vendorList).getByRole('img', { name: 'Aurora Gaming' })).toBeVisible();
    // A vendor without a logo is named by a text badge.
    await expect(within(vendorList).getByText('Galáxia PVP')).toBeVisible();
    await expect(within(vendorList).getAllByRole('listitem')).toHaveLength(8);
    await expect(within(footer).getByText(/2026/)).toBeVisible();
  },
};

export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** A logo that fails to load gives way to the vendor's name. */
export const BrokenLogo: Story = {
  args: { vendors: [{ id: 'broken', name: 'Quebrado Games', logoSrc: 'data:image/png;base64,AAAA' }] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Quebrado Games')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Quebrado Games' })).toBeNull();
  },
};

export const Minimal: Story = { args: { productLinks: [], socialLinks: [], vendors: [] } };
