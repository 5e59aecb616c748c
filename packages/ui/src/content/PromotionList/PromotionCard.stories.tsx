import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { promotions } from '../fixtures.ts';
import { storyColumn, storyPage } from '../storyFrame.css.ts';
import { PromotionCard } from './PromotionCard.tsx';

const meta = {
  title: 'Cards/PromotionCard',
  component: PromotionCard,
  args: { promotion: promotions[0]!, expanded: false, onToggle: fn(), onAction: fn(), pending: false },
  decorators: [
    (Story) => (
      <div className={storyPage}>
        <div className={storyColumn}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof PromotionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Join: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'Bônus de boas-vindas' })).toBeVisible();
    await expect(canvas.getByText(/^(Período|Period)$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(Participar|Join)$/ }));
    await expect(args.onAction).toHaveBeenCalledWith(args.promotion, 'join');
    await userEvent.click(canvas.getByRole('button', { name: /^(Ver detalhes|Show details)$/ }));
    await expect(args.onToggle).toHaveBeenCalledWith(args.promotion);
  },
};

export const Claim: Story = {
  args: { promotion: promotions[1]! },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^(Resgatar|Claim)$/ }));
    await expect(args.onAction).toHaveBeenCalledWith(args.promotion, 'claim');
  },
};

/** Applying: waiting for review, shown as a label with no action. */
export const StatusOnly: Story = {
  args: { promotion: promotions[2]! },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^(Em análise|Applying)$/)).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

export const Expanded: Story = {
  args: { expanded: true },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('button', { name: /^(Ocultar detalhes|Hide details)$/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(details).toHaveTextContent(/Faça o primeiro depósito de R\$ 30,00/);
  },
};

export const WithoutImage: Story = {
  args: { promotion: { ...promotions[8]!, imageUrl: null } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Festival de Carnaval' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
