import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { helpLinks, productLinks, siteLinks, socialLinks, uiText, vendors } from '../fixtures.ts';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: {
    helpLinks,
    productLinks,
    siteLinks,
    socialLinks,
    vendors,
    year: 2026,
    responsibleGamingHref: '/responsible-gaming',
  },
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
    const site = within(footer).getByRole('region', { name: uiText('A Sorte', 'About Sorte') });
    await expect(within(site).getByRole('link', { name: 'Ganhadores' })).toHaveAttribute('href', '/winners');
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
    // Issue 26 item 5: the responsible gaming page one tap from every page, beside the 18+ mark.
    const responsible = within(footer)
      .getAllByRole('link', { name: uiText('Jogo responsável', 'Responsible gaming') })
      .map((link) => link.getAttribute('href'));
    await expect(responsible).toContain('/responsible-gaming');
    await expect(within(footer).queryByRole('link', { name: /gov\.br/ })).toBeNull();
  },
};

/** Issue 26 item 1: under the Brazilian profile the national self-exclusion platform sits beside the 18+ mark. */
export const BrazilianProfile: Story = {
  args: { nationalExclusionHref: 'https://www.gov.br/autoexclusaoapostas' },
  play: async ({ canvas }) => {
    const national = canvas.getByRole('link', { name: /gov\.br/ });
    await expect(national).toHaveAttribute('href', 'https://www.gov.br/autoexclusaoapostas');
    await expect(national).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(
      canvas.getByRole('img', { name: uiText('Apenas maiores de 18 anos', 'Adults 18 and over only') }),
    ).toBeVisible();
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
