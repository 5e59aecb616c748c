import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { notices } from '../fixtures.ts';
import { NoticeModal } from './NoticeModal.tsx';

const meta = {
  title: 'Popups/Content/NoticeModal',
  component: NoticeModal,
  args: { open: true, onClose: fn(), notices, selectedId: null },
} satisfies Meta<typeof NoticeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogName = /^(Avisos|Notices)$/;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    const items = within(dialog).getAllByRole('article');
    await expect(items).toHaveLength(5);
    // Sanitised HTML keeps its safe markup.
    await expect(within(items[3] as HTMLElement).getByText('Torneio de slots').tagName).toBe('B');
    await expect(dialog.querySelector('script')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Fechar|Close)$/ }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Opened from a notice in the marquee: that notice is marked and focused. */
export const SelectedNotice: Story = {
  args: { selectedId: 704 },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    const selected = within(dialog).getByRole('article', { name: 'Torneio' });
    await waitFor(() => expect(selected).toHaveFocus());
    await expect(selected).toHaveAttribute('aria-current', 'true');
    selected.blur();
  },
};

export const Empty: Story = {
  args: { notices: [] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(
      within(dialog).getByText(/^(Nenhum aviso no momento\.|There are no notices right now\.)$/),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await expect(within(dialog).getAllByRole('article')).toHaveLength(5);
  },
};
