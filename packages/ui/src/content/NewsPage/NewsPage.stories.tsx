import { newsOrder } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { announcements } from '../fixtures.ts';
import { storyPage } from '../storyFrame.css.ts';
import { type NewsItem, NewsPage } from './NewsPage.tsx';

// The simulated gateway's announcements, newest first, the ones with a promotionType linking to the promotions.
const items: NewsItem[] = newsOrder(announcements).map((item) => ({
  id: item.id,
  title: item.title,
  content: item.content,
  timestamp: item.timestamp ?? null,
  promotionHref: item.promotionType ? '/promotions' : null,
}));

const meta = {
  title: 'Content/NewsPage',
  component: NewsPage,
  args: { items: items.slice(0, 4), status: 'ready', onRetry: fn() },
  decorators: [
    (Story) => (
      <div className={storyPage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /^(Notícias|News)$/ })).toBeVisible();
    const articles = canvas.getAllByRole('article');
    await expect(articles).toHaveLength(4);
    // Newest first, each with its date.
    await expect(
      within(articles[0]!).getByRole('heading', { level: 2, name: 'Bem-vindo à Sorte' }),
    ).toBeVisible();
    await expect(articles[0]!.querySelector('time')).not.toBeNull();
    // The deposit bonus has a promotionType: its go-to-promotion link; the welcome note has none.
    await expect(
      within(articles[1]!).getByRole('link', { name: /^(Ver promoção|See promotion)/ }),
    ).toHaveAttribute('href', '/promotions');
    await expect(
      within(articles[0]!).queryByRole('link', { name: /^(Ver promoção|See promotion)/ }),
    ).toBeNull();
    // The hostile link of 'Resgate de giros grátis' lost its javascript: target.
    await expect(canvasElement.querySelector('[href^="javascript"]')).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^(Ainda não há notícias\.|No news yet\.)$/)).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Loading: Story = {
  args: { items: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Carregando notícias|Loading news/);
  },
};

export const Failed: Story = {
  args: { items: [], status: 'error', failure: 'network' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/notícias|news/);
    await userEvent.click(canvas.getByRole('button', { name: /^(Tentar novamente|Try again)$/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
