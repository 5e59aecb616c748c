import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { helpItems } from '../fixtures.ts';
import { storyPage } from '../storyFrame.css.ts';
import { ContentPage } from './ContentPage.tsx';

const meta = {
  title: 'Pages/ContentPage',
  component: ContentPage,
  args: {
    title: 'Guia do iniciante',
    status: 'ready',
    // The simulated gateway's help topics (the guide's is "Como depositar", with a hostile link).
    sections: helpItems.map((item) => ({ id: `help-${item.id}`, title: item.title, html: item.content })),
    helpHref: '/help',
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className={storyPage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Help centre topics, each under its own heading. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Guia do iniciante' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Como depositar' })).toBeVisible();
    await expect(canvasElement.querySelector('[href^="javascript"]')).toBeNull();
  },
};

/** The operator's Markdown, rendered by the app: one untitled part. */
export const OperatorText: Story = {
  args: {
    title: 'Sobre nós',
    sections: [
      {
        id: 'content',
        html: '<p>A <strong>Sorte</strong> é um site de loterias e jogos on-line.</p><h2>Nossos compromissos</h2><ul><li>Pagamentos rápidos por Pix.</li></ul>',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Nossos compromissos' })).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const Empty: Story = {
  args: { sections: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(uiText('Ainda não há conteúdo aqui.', 'There is no content here yet.')),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: uiText('Ir para a central de ajuda', 'Go to the help centre') }),
    ).toHaveAttribute('href', '/help');
  },
};

export const Loading: Story = {
  args: { status: 'loading', sections: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Carregando a página', 'Loading the page'),
    );
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', sections: [], failure: 'network' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      uiText('Não foi possível carregar esta página.', 'This page could not be loaded.', { exact: false }),
    );
    await userEvent.click(canvas.getByRole('button', { name: /tentar novamente|retry|try again/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
