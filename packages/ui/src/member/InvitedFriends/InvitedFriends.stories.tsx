import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { cashierStoryFrame } from '../../cashier/storyFrame.tsx';
import { uiText } from '../../layout/fixtures.ts';
import { formatStoryDate } from '../../rewards/fixtures.ts';
import { type InvitedFriendItem, InvitedFriends } from './InvitedFriends.tsx';

const FRIENDS: InvitedFriendItem[] = [
  { account: 'marcos_rj', joinedAt: '2026-11-20T12:00:00.000Z', status: 'qualified', earned: 40 },
  { account: 'julianasp', joinedAt: '2026-11-16T12:00:00.000Z', status: 'deposited', earned: 10 },
  { account: 'pedro.henrique', joinedAt: '2026-11-12T12:00:00.000Z', status: 'registered', earned: 0 },
  { account: 'camila22', joinedAt: '2026-11-08T12:00:00.000Z', status: 'qualified', earned: 40 },
];

const meta = {
  title: 'Member/InvitedFriends',
  component: InvitedFriends,
  args: {
    status: 'ready',
    friends: FRIENDS,
    total: 4,
    totalEarned: 90,
    page: 1,
    totalPages: 1,
    onPageChange: fn(),
    formatDate: formatStoryDate,
    onRetry: fn(),
  },
  decorators: [cashierStoryFrame],
} satisfies Meta<typeof InvitedFriends>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each friend masked, with the joined date, status and what it earned the player; the totals on top. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[0]!).getByText('m***j')).toBeVisible();
    await expect(within(rows[0]!).getByText(uiText('Qualificado', 'Qualified'))).toBeVisible();
    await expect(canvas.queryByText('marcos_rj')).toBeNull();
    await expect(canvas.getByText(/^R\$\s?90[,.]00$/)).toBeVisible();
  },
};

/** Many friends: one page at a time, the pages below. */
export const Paged: Story = {
  args: { total: 23, totalPages: 2, totalEarned: 370 },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(página 2|page 2)$/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** On a phone: each row keeps its status and amount on one line, nothing runs out of the column. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Empty: Story = {
  args: { friends: [], total: 0, totalEarned: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText(
        'Nenhum amigo convidado ainda. Compartilhe seu link.',
        'No invited friends yet. Share your link.',
      ),
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', friends: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Carregando amigos convidados', 'Loading invited friends'),
    );
  },
};

export const LoadError: Story = {
  args: { status: 'error', failure: 'network', friends: [], total: 0 },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A gateway without the reading: a note, no error. */
export const NotOffered: Story = {
  args: { status: 'notOffered', friends: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('paragraph')).toBeVisible();
  },
};

/** The Urdu catalog's texts, right to left; masked accounts and amounts read whole. */
export const Urdu: Story = {
  globals: { locale: 'UR', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'مدعو دوست' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
