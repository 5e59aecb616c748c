import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { storyVendors } from '../fixtures.ts';
import * as frames from '../storyFrames.css.ts';
import { VendorGrid } from './VendorGrid.tsx';

const meta = {
  title: 'Lobby/VendorGrid',
  component: VendorGrid,
  args: {
    status: 'ready',
    vendors: storyVendors('SPORTS'),
    label: 'Esportes',
    onOpen: fn(),
    onPlay: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className={frames.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VendorGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Esportes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    const card = canvas.getByRole('article', { name: 'Placar' });
    await userEvent.click(within(card).getByRole('button', { name: uiText('Jogar agora', 'Play now') }));
    await expect(args.onPlay).toHaveBeenCalledWith('PLACAR');
  },
};

export const RngVendors: Story = {
  args: { vendors: storyVendors('RNG'), label: 'Cassino' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: uiText('Jogar agora', 'Play now') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Luma Gaming' }));
    await expect(args.onOpen).toHaveBeenCalledWith('LUMA');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    const top = items[0]!.getBoundingClientRect().top;
    await expect(items.filter((item) => item.getBoundingClientRect().top === top)).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Carregando fornecedores…', 'Loading vendors…'),
    );
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Empty: Story = {
  args: { vendors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Nenhum fornecedor disponível.', 'No vendors available.'),
    );
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiText('Tentar novamente', 'Try again') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
