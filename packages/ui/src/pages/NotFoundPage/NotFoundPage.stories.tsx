import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import type { RenderShellLink } from '../../layout/ShellLink/index.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

const meta = {
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
  args: {},
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      uiText('Página não encontrada', 'Page not found'),
    );
    await expect(canvas.getByText(uiText('Erro 404', 'Error 404'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: uiText('Voltar ao início', 'Back to the home page') }),
    ).toHaveAttribute('href', '/');
  },
};

const routerLink: RenderShellLink = (item, props) => <a {...props} data-router-link={item.id} />;

export const WithRouterLink: Story = {
  args: { homeHref: '/home', renderLink: routerLink },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: uiText('Voltar ao início', 'Back to the home page') }),
    ).toHaveAttribute('data-router-link', 'home');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
