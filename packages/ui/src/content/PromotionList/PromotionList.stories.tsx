import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { promotions } from '../fixtures.ts';
import { storyPage } from '../storyFrame.css.ts';
import { PromotionList } from './PromotionList.tsx';

const meta = {
  title: 'Content/PromotionList',
  component: PromotionList,
  args: { promotions, selectedId: null, onSelect: fn(), onAction: fn(), pendingId: null },
  decorators: [
    (Story) => (
      <div className={storyPage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromotionList>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  join: /^(Participar|Join)$/,
  claim: /^(Resgatar|Claim)$/,
  details: /^(Ver detalhes|Show details)$/,
  hide: /^(Ocultar detalhes|Hide details)$/,
};

/** One promotion in every §4 status: Join and Claim are buttons, the rest a status label. */
export const AllStatuses: Story = {
  play: async ({ canvas, args }) => {
    const cards = await canvas.findAllByRole('article');
    await expect(cards).toHaveLength(10);
    await expect(canvas.getAllByRole('button', { name: name.join })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: name.claim })).toHaveLength(1);
    const coming = canvas.getByRole('article', { name: 'Festival de Carnaval' });
    await expect(within(coming).getByText(/^(Em breve|Coming soon)$/)).toBeVisible();
    await expect(within(coming).queryByRole('button', { name: name.join })).toBeNull();
    await expect(
      within(canvas.getByRole('article', { name: 'Copa de verão' })).getByText(/^(Encerrada|Closed)$/),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: name.join }));
    await expect(args.onAction).toHaveBeenCalledWith(promotions[0], 'join');
    await userEvent.click(canvas.getByRole('button', { name: name.claim }));
    await expect(args.onAction).toHaveBeenCalledWith(promotions[1], 'claim');
    const details = within(cards[2] as HTMLElement).getByRole('button', { name: name.details });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(details);
    await expect(args.onSelect).toHaveBeenCalledWith('1003');
  },
};

/** Opened by its hash (#1004): the details show, and the hostile image handler in them is gone. */
export const SelectedByHash: Story = {
  args: { selectedId: '1004' },
  play: async ({ canvas, canvasElement, args }) => {
    const card = await canvas.findByRole('article', { name: 'Bônus de aniversário' });
    await expect(card).toHaveAttribute('id', 'promotion-1004');
    await expect(card).toHaveAttribute('aria-current', 'true');
    await expect(within(card).getByText('Parabéns pelo seu dia!')).toBeVisible();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: name.hide }));
    await expect(args.onSelect).toHaveBeenCalledWith(null);
  },
};

export const Pending: Story = {
  args: { pendingId: 1002 },
  play: async ({ canvas, args }) => {
    const claim = await canvas.findByRole('button', { name: name.claim });
    await expect(claim).toBeDisabled();
    await expect(claim).toHaveAttribute('aria-busy', 'true');
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { promotions: [] },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        /^(Nenhuma promoção disponível no momento\.|There are no promotions right now\.)$/,
      ),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { promotions: promotions.slice(0, 3), selectedId: '1001' },
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(cards[0]?.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};
