import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { InvalidDomainPage } from './InvalidDomainPage.tsx';

const meta = {
  title: 'Pages/InvalidDomainPage',
  component: InvalidDomainPage,
  args: { host: 'sorte-copia.example', onCustomerService: fn() },
} satisfies Meta<typeof InvalidDomainPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const contact = uiText('Falar com o atendimento', 'Contact customer service');

/** Spec §8: the site is served from a host the gateway's domain routes do not list. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: uiText('Endereço inválido', 'Invalid address') }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        uiText(
          'URL inválido, entre em contato com o atendimento ao cliente',
          'Invalid URL, please contact customer service',
        ),
      ),
    ).toBeVisible();
    await expect(canvas.getByText('sorte-copia.example')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: contact }));
    await expect(args.onCustomerService).toHaveBeenCalledTimes(1);
  },
};

export const OpeningCustomerService: Story = {
  args: { customerServicePending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: contact })).toBeDisabled();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
