import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { SelfExcludedPage } from './SelfExcludedPage.tsx';

const meta = {
  title: 'Pages/SelfExcludedPage',
  component: SelfExcludedPage,
  args: { withdrawHref: '/member/withdraw' },
} satisfies Meta<typeof SelfExcludedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 26 item 5: what the exclusion means, and how to withdraw the balance (log in, then Saque). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      uiText('Você se autoexcluiu', 'You have excluded yourself'),
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(
      canvas.getByRole('link', {
        name: uiText('Entrar para sacar o saldo', 'Log in to withdraw your balance'),
      }),
    ).toHaveAttribute('href', '/member/withdraw');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Arabic: Story = {
  globals: { locale: 'AR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('لقد استبعدت نفسك');
  },
};

export const Farsi: Story = {
  globals: { locale: 'FA', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('شما خودتان را محروم کردید');
  },
};

export const Urdu: Story = {
  globals: { locale: 'UR', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('آپ نے خود کو خارج کر لیا ہے');
  },
};
