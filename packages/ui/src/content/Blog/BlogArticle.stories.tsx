import { bannerImage, HOSTILE_HTML } from '@sorte/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { storyPage } from '../storyFrame.css.ts';
import { BlogArticle } from './BlogArticle.tsx';

/** The demo's first article as marked renders it (`#` as h2), with hostile HTML the sanitiser must take out. */
const html = [
  '<p>O Pix é o jeito mais rápido de colocar saldo na sua conta da Sorte: o valor entra em poucos segundos.</p>',
  '<h2>Passo a passo</h2>',
  '<ol><li>Entre na sua conta e abra <strong>Depósito</strong>.</li><li>Escolha <strong>Pix</strong> e digite o valor.</li><li>Confirme o pagamento no app do seu banco.</li></ol>',
  '<p>Defina um limite de depósito em <a href="/responsible-gaming">Jogo responsável</a>.</p>',
  HOSTILE_HTML.script,
  HOSTILE_HTML.onerror,
  HOSTILE_HTML.javascriptLink,
].join('');

const meta = {
  title: 'Pages/BlogArticle',
  component: BlogArticle,
  args: {
    article: {
      title: 'Pix na Sorte: depósitos em segundos',
      date: '2026-11-18',
      image: bannerImage('blog-pix', 'Pix', 'Sorte'),
      html,
    },
    blogHref: '/blog',
  },
  decorators: [
    (Story) => (
      <div className={storyPage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlogArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Pix na Sorte: depósitos em segundos' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Passo a passo' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Jogo responsável' })).toHaveAttribute(
      'href',
      '/responsible-gaming',
    );
    await expect(
      canvas.getByRole('link', { name: uiText('Todos os artigos', 'All articles') }),
    ).toHaveAttribute('href', '/blog');
    // The sanitiser took what runs: no script, no on* handler, no javascript: address.
    await expect(canvasElement.querySelector('[data-gateway-html] script')).toBeNull();
    await expect(canvasElement.querySelector('[data-gateway-html] [onerror]')).toBeNull();
    await expect(canvasElement.querySelector('[href^="javascript"]')).toBeNull();
  },
};

export const NotFound: Story = {
  args: { article: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: uiText('Artigo não encontrado', 'Article not found') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: uiText('Todos os artigos', 'All articles') }),
    ).toHaveAttribute('href', '/blog');
  },
};
