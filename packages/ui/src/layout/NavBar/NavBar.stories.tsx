import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { navItems, uiText } from '../fixtures.ts';
import type { RenderShellLink } from '../ShellLink/index.ts';
import { NavBar } from './NavBar.tsx';
import * as styles from './NavBarStory.css.ts';

const meta = {
  title: 'Layout/NavBar',
  component: NavBar,
  args: { items: navItems, activeId: 'home', onNavigate: fn() },
  decorators: [
    (Story) => (
      <div className={styles.frame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const noNavigation = (event: Event) => event.preventDefault();

export const Home: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: uiText('Navegação principal', 'Main navigation') });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Esportes' })).not.toHaveAttribute('aria-current');
    const sports = canvas.getByRole('link', { name: 'Esportes' });
    sports.addEventListener('click', noNavigation);
    await userEvent.click(sports);
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'sports' }));
  },
};

export const CategoryActive: Story = { args: { activeId: 'esports' } };

export const Phone: Story = {
  args: { activeId: 'inhouse' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { name: 'Jogos da casa' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const list = canvas.getByRole('list');
    const box = current.getBoundingClientRect();
    const listBox = list.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(listBox.left);
    await expect(box.right).toBeLessThanOrEqual(listBox.right);
  },
};

const renderRouterLink: RenderShellLink = (item, props) => <a {...props} data-router-link={item.id} />;

export const CustomLinkRenderer: Story = {
  args: { renderLink: renderRouterLink },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Loteria' })).toHaveAttribute(
      'data-router-link',
      'lottery',
    );
  },
};
