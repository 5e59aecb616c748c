import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { publicPopups } from '../fixtures.ts';
import { PublicPopup } from './PublicPopup.tsx';

// The simulated gateway's visitor popups (execution B): a welcome with a promotion, and a notice with hostile HTML.
const [welcome, visitorNotice] = publicPopups('B');

const meta = {
  title: 'Popups/Content/PublicPopup',
  component: PublicPopup,
  args: {
    open: true,
    onClose: fn(),
    title: welcome!.title,
    imageUrl: welcome!.imageUrl,
    html: welcome!.content,
    onGoToPromotion: fn(),
  },
} satisfies Meta<typeof PublicPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog, once its opening animation has finished. */
const openDialog = async (title: string) => {
  const dialog = await screen.findByRole('dialog', { name: title });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

const closeName = /^(Fechar|Close)$/;
const promotionName = /^(Ver promoção|See promotion)$/;

export const ImageAndHtml: Story = {
  play: async ({ args }) => {
    const dialog = within(await openDialog('Boas-vindas, visitante'));
    await expect(dialog.getByText('20 giros grátis').tagName).toBe('STRONG');
    await userEvent.click(dialog.getByRole('button', { name: promotionName }));
    await expect(args.onGoToPromotion).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: closeName }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Only an image: it carries the popup's title as its name. */
export const ImageOnly: Story = {
  args: { html: null, onGoToPromotion: undefined },
  play: async ({ args }) => {
    const dialog = within(await openDialog('Boas-vindas, visitante'));
    await expect(dialog.getByRole('img', { name: 'Boas-vindas, visitante' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: promotionName })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Only HTML, with the hostile onerror image of the fixtures neutralised. */
export const HtmlOnly: Story = {
  args: {
    title: visitorNotice!.title,
    imageUrl: null,
    html: visitorNotice!.content,
    onGoToPromotion: undefined,
  },
  play: async () => {
    const dialog = await openDialog('Aviso aos visitantes');
    await expect(within(dialog).getByText('Jogue com responsabilidade.')).toBeVisible();
    await expect(dialog.querySelector('[onerror]')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await openDialog('Boas-vindas, visitante');
    await expect(within(dialog).getByRole('button', { name: promotionName })).toBeVisible();
  },
};
