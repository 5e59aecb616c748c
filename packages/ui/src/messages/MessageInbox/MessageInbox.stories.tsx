import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { cashierStoryFrame } from '../../cashier/storyFrame.tsx';
import { uiText } from '../../layout/fixtures.ts';
import { inboxFirstPage, inboxFirstPageInCategories, inboxPageCount } from '../fixtures.ts';
import { MessageInbox } from './MessageInbox.tsx';

const meta = {
  title: 'Member/MessageInbox',
  component: MessageInbox,
  args: {
    status: 'ready',
    messages: inboxFirstPage,
    page: 1,
    pageCount: inboxPageCount,
    onPageChange: fn(),
    selectedId: null,
    onSelect: fn(),
    onBack: fn(),
    onRetry: fn(),
    timeZone: 'UTC',
  },
  decorators: [cashierStoryFrame],
  parameters: { wide: true },
} satisfies Meta<typeof MessageInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const unread = /^(Não lida:|Unread:)/;

/** The first page: unread messages marked, paging below; choosing one asks the app to open it. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const unreadItems = canvas.getAllByRole('button', { name: unread });
    await expect(unreadItems).toHaveLength(2);
    await userEvent.click(unreadItems[0]!);
    await expect(args.onSelect).toHaveBeenCalledWith(inboxFirstPage[0]!.id);
    await userEvent.click(canvas.getByRole('button', { name: uiText('Página 2', 'Page 2') }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** A message open in the reading pane (it is read now); its heading takes focus. */
export const Reading: Story = {
  args: {
    selectedId: inboxFirstPage[0]!.id,
    messages: inboxFirstPage.map((message, index) => (index === 0 ? { ...message, read: true } : message)),
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: inboxFirstPage[0]!.title });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getAllByRole('button', { name: unread })).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading', messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Carregando mensagens', 'Loading messages'),
    );
  },
};

export const Empty: Story = {
  args: { messages: [], pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(uiText('Sua caixa de mensagens está vazia.', 'Your inbox is empty.')),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', messages: [], failure: 'server' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiText('Tentar novamente', 'Try again') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/**
 * Issue 23 item 6: a gateway that gives categories: a filter with this page's counts, and mark all read while the
 * badge says something is unread.
 */
export const Categories: Story = {
  args: {
    messages: inboxFirstPageInCategories,
    onCategoryChange: fn(),
    onMarkAllRead: fn(),
    hasUnread: true,
  },
  play: async ({ canvas, args, userEvent }) => {
    const filter = canvas.getByRole('group', {
      name: uiText('Categorias nesta página', 'Categories on this page'),
    });
    await expect(filter).toHaveTextContent(
      uiText(
        'Todas 10Sistema 2Promoções 4Conta e transações 4',
        'All 10System 2Promotions 4Account and transactions 4',
      ),
    );
    await expect(canvas.getByRole('button', { name: uiText('Todas 10', 'All 10') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: uiText('Promoções 4', 'Promotions 4') }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith('promotion');
    await userEvent.click(
      canvas.getByRole('button', { name: uiText('Marcar todas como lidas', 'Mark all as read') }),
    );
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
  },
};

/** One category chosen: only its messages; an unread one of it is still marked. */
export const CategoryChosen: Story = {
  args: {
    messages: inboxFirstPageInCategories,
    category: 'account',
    onCategoryChange: fn(),
    onMarkAllRead: fn(),
    hasUnread: true,
    markingAllRead: true,
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: /^(Caixa de entrada|Inbox)/ });
    const titles = within(list)
      .getAllByRole('button')
      .map((item) => item.textContent ?? '');
    await expect(titles).toHaveLength(4);
    await expect(titles.every((title) => /Depósito creditado|Saque aprovado/.test(title))).toBe(true);
    await expect(
      canvas.getByRole('button', { name: uiText('Conta e transações 4', 'Account and transactions 4') }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      canvas.getByRole('button', { name: uiText('Marcar todas como lidas', 'Mark all as read') }),
    ).toBeDisabled();
  },
};

/** A category with nothing on this page says so. */
export const CategoryEmpty: Story = {
  args: {
    messages: inboxFirstPageInCategories.filter((message) => message.category !== 'system'),
    category: 'system',
    onCategoryChange: fn(),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        uiText(
          'Nenhuma mensagem desta categoria nesta página.',
          'No messages of this category on this page.',
        ),
      ),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: uiText('Marcar todas como lidas', 'Mark all as read') }),
    ).toBeNull();
  },
};

/** Deleting asks first; Cancel keeps the message, Delete asks the app to remove it. */
export const DeleteConfirm: Story = {
  args: {
    selectedId: inboxFirstPage[1]!.id,
    onDelete: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    const remove = () => canvas.getByRole('button', { name: uiText('Excluir mensagem', 'Delete message') });
    await userEvent.click(remove());
    await userEvent.click(canvas.getByRole('button', { name: uiText('Cancelar', 'Cancel') }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(remove());
    const confirm = canvas.getByRole('group', {
      name: uiText('Excluir esta mensagem?', 'Delete this message?'),
    });
    await userEvent.click(within(confirm).getByRole('button', { name: uiText('Excluir', 'Delete') }));
    await expect(args.onDelete).toHaveBeenCalledWith(inboxFirstPage[1]!.id);
  },
};
