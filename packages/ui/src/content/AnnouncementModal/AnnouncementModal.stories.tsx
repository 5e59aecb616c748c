import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { announcements } from '../fixtures.ts';
import { AnnouncementModal } from './AnnouncementModal.tsx';

const meta = {
  title: 'Popups/Content/AnnouncementModal',
  component: AnnouncementModal,
  args: {
    open: true,
    onClose: fn(),
    announcements,
    page: 1,
    onPageChange: fn(),
    selectedId: null,
    onSelect: fn(),
    onGoToPromotion: fn(),
  },
} satisfies Meta<typeof AnnouncementModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  dialog: /^(Anúncios|Announcements)$/,
  list: /^(Lista de anúncios|Announcement list)$/,
  promotion: /^(Ver promoção|See promotion)$/,
  previous: /^(Página anterior|Previous page)$/,
  next: /^(Próxima página|Next page)$/,
};

/** The dialog, once its opening animation has finished. */
const openDialog = async () => {
  const dialog = await screen.findByRole('dialog', { name: name.dialog });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

export const FirstItem: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    const titles = within(dialog.getByRole('navigation', { name: name.list })).getAllByRole('button', {
      name: (_, element) => element.hasAttribute('aria-current') || !element.hasAttribute('aria-label'),
    });
    await expect(titles).toHaveLength(9);
    await expect(titles[0]).toHaveAttribute('aria-current', 'true');
    await expect(dialog.getByRole('article', { name: 'Bem-vindo à Sorte' })).toBeVisible();
    await expect(dialog.getByText(/^(Página 1 de 2|Page 1 of 2)$/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: name.previous })).toBeDisabled();
    // No promotionType: no go-to-promotion button.
    await expect(dialog.queryByRole('button', { name: name.promotion })).toBeNull();
    await userEvent.click(titles[2] as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledWith(3);
    await userEvent.click(dialog.getByRole('button', { name: name.next }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** The security notice carries a script; the promotion one a javascript: link: both arrive inert. */
export const HostileNeutralised: Story = {
  args: { selectedId: 4 },
  play: async () => {
    const dialog = await openDialog();
    const article = dialog.getByRole('article', { name: 'Resgate de giros grátis' });
    await expect(within(article).getByText('Clique aqui para resgatar')).not.toHaveAttribute('href');
    await expect(article.querySelector('script, [onerror], [href^="javascript"]')).toBeNull();
  },
};

export const PromotionButton: Story = {
  args: { selectedId: 2 },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(dialog.getByRole('article', { name: 'Bônus de boas-vindas de 100%' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: name.promotion }));
    await expect(args.onGoToPromotion).toHaveBeenCalledWith(announcements[1]);
  },
};

export const PageTwo: Story = {
  args: { page: 2 },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(dialog.getByText(/^(Página 2 de 2|Page 2 of 2)$/)).toBeVisible();
    await expect(dialog.getByRole('article', { name: 'Confirme seus dados' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: name.next })).toBeDisabled();
    await expect(dialog.queryByRole('form')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: name.previous }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const Empty: Story = {
  args: { announcements: [] },
  play: async () => {
    const dialog = await openDialog();
    await expect(
      dialog.getByText(/^(Nenhum anúncio no momento\.|There are no announcements right now\.)$/),
    ).toBeVisible();
    await expect(dialog.queryByRole('navigation')).toBeNull();
  },
};

/** The list failed to load: the spec §8 text with a retry, never "no announcements". */
export const LoadFailed: Story = {
  args: { announcements: [], status: 'error', failure: 'timeout', onRetry: fn() },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveTextContent(
      /A página demorou muito para carregar|The page took longer time to load/,
    );
    await expect(dialog.queryByText(/Nenhum anúncio no momento|No announcements/)).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: /^(Tentar novamente|Try again)$/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** While the list loads it says so, instead of "no announcements". */
export const Loading: Story = {
  args: { announcements: [], status: 'loading' },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByRole('status')).toHaveTextContent(/Carregando anúncios|Loading announcements/);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { selectedId: 3 },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByRole('table')).toBeVisible();
    await expect(dialog.getByRole('navigation', { name: name.list })).toBeVisible();
  },
};
