import { bannerImage } from '@sorte/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { storyPage } from '../storyFrame.css.ts';
import { BlogList, type BlogListItem } from './BlogList.tsx';

/** The demo config's articles (app/public/config.json `blog`), newest first, as the app hands them over. */
const blogItems: BlogListItem[] = [
  {
    slug: 'pix-na-sorte-depositos-em-segundos',
    title: 'Pix na Sorte: depósitos em segundos',
    date: '2026-11-18',
    summary: 'Como depositar com Pix, quanto tempo leva e o que fazer se o saldo não aparecer.',
    image: bannerImage('blog-pix', 'Pix', 'Sorte'),
    href: '/blog/pix-na-sorte-depositos-em-segundos',
  },
  {
    slug: 'cinco-habitos-para-jogar-com-responsabilidade',
    title: 'Cinco hábitos para jogar com responsabilidade',
    date: '2026-11-10',
    summary: 'Limites, pausas e sinais de alerta: pequenas atitudes que mantêm o jogo divertido.',
    image: bannerImage('blog-responsavel', 'Jogo responsável', 'Sorte'),
    href: '/blog/cinco-habitos-para-jogar-com-responsabilidade',
  },
  {
    slug: 'como-funciona-a-loteria-da-sorte',
    title: 'Como funciona a loteria da Sorte',
    date: '2026-10-28T21:00:00-03:00',
    summary: null,
    image: null,
    href: '/blog/como-funciona-a-loteria-da-sorte',
  },
];

const meta = {
  title: 'Pages/BlogList',
  component: BlogList,
  args: { articles: blogItems, helpHref: '/help' },
  decorators: [
    (Story) => (
      <div className={storyPage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlogList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(
      within(cards[0] as HTMLElement).getByRole('link', { name: 'Pix na Sorte: depósitos em segundos' }),
    ).toHaveAttribute('href', '/blog/pix-na-sorte-depositos-em-segundos');
    // The day as written, in the page's locale, whatever the reader's time zone.
    const day = within(cards[2] as HTMLElement).getByText(
      uiText('28 de outubro de 2026', 'October 28, 2026'),
    );
    await expect(day).toHaveAttribute('datetime', '2026-10-28T21:00:00-03:00');
  },
};

export const Empty: Story = {
  args: { articles: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(uiText('Ainda não há artigos no blog.', 'There are no blog articles yet.')),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: uiText('Ir para a central de ajuda', 'Go to the help centre') }),
    ).toHaveAttribute('href', '/help');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};
