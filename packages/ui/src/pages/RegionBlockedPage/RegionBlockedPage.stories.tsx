import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { RegionBlockedPage } from './RegionBlockedPage.tsx';

const meta = {
  title: 'Pages/RegionBlockedPage',
  component: RegionBlockedPage,
  args: { ip: '203.0.113.42' },
} satisfies Meta<typeof RegionBlockedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: uiText('Acesso restrito', 'Access restricted') }),
    ).toBeVisible();
    await expect(canvas.getByText('203.0.113.42')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithCustomerService: Story = {
  args: { onCustomerService: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', {
        name: uiText('Falar com o atendimento', 'Contact customer service'),
      }),
    );
    await expect(args.onCustomerService).toHaveBeenCalledTimes(1);
  },
};

export const UnknownIp: Story = {
  args: { ip: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(uiText('Seu endereço IP', 'Your IP address'))).toBeNull();
  },
};

export const IPv6: Story = { args: { ip: '2001:db8:85a3::8a2e:370:7334' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
