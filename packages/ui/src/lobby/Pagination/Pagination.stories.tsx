import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import * as frames from '../storyFrames.css.ts';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Lobby filters/Pagination',
  component: Pagination,
  args: { currentPage: 1, totalPages: 20, onPageChange: fn() },
  decorators: [
    (Story) => (
      <div className={frames.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  nav: uiText('Paginação', 'Pagination'),
  previous: uiText('Página anterior', 'Previous page'),
  next: uiText('Próxima página', 'Next page'),
  page: (page: number) => uiText(`Página ${page}`, `Page ${page}`),
};

/** The visible page numbers and ellipses, in order. */
function visibleItems(list: HTMLElement): string[] {
  return [...list.querySelectorAll('li')].map((item) => item.textContent ?? '');
}

export const FirstPageButtons: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: name.nav });
    await expect(within(nav).getAllByRole('list')).toHaveLength(1);
    await expect(visibleItems(within(nav).getByRole('list'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '…',
      '19',
      '20',
    ]);
    await expect(canvas.getByRole('button', { name: name.page(1) })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: name.previous })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: name.next }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: name.page(20) }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(20);
  },
};

export const MiddlePageLinks: Story = {
  args: { currentPage: 10, hrefForPage: (page: number) => `/rng?page=${page}` },
  play: async ({ canvas, args, userEvent }) => {
    await expect(visibleItems(canvas.getByRole('list'))).toEqual([
      '1',
      '2',
      '…',
      '8',
      '9',
      '10',
      '11',
      '12',
      '…',
      '19',
      '20',
    ]);
    const current = canvas.getByRole('link', { name: name.page(10) });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: name.previous })).toHaveAttribute('href', '/rng?page=9');
    const next = canvas.getByRole('link', { name: name.next });
    await expect(next).toHaveAttribute('href', '/rng?page=11');
    next.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledWith(11);
  },
};

export const LastPage: Story = {
  args: { currentPage: 20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: name.next })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: name.page(20) })).toHaveAttribute('aria-current', 'page');
    await expect(visibleItems(canvas.getByRole('list'))).toEqual([
      '1',
      '2',
      '…',
      '16',
      '17',
      '18',
      '19',
      '20',
    ]);
  },
};

export const FewPages: Story = {
  args: { currentPage: 2, totalPages: 3 },
  play: async ({ canvas }) => {
    await expect(visibleItems(canvas.getByRole('list'))).toEqual(['1', '2', '3']);
  },
};

export const SinglePage: Story = {
  args: { totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Phone: Story = {
  args: { currentPage: 10, totalPages: 56 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const lists = within(canvas.getByRole('navigation', { name: name.nav })).getAllByRole('list');
    await expect(lists).toHaveLength(1);
    await expect(visibleItems(lists[0]!)).toEqual(['1', '…', '9', '10', '11', '…', '56']);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
