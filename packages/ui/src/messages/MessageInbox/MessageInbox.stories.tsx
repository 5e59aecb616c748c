import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { cashierStoryFrame } from '../../cashier/storyFrame.tsx';
import { uiText } from '../../layout/fixtures.ts';
import { inboxFirstPage, inboxPageCount } from '../fixtures.ts';
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
