import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { navItems, uiText } from '../fixtures.ts';
import type { RenderShellLink } from '../ShellLink/index.ts';
import { NavBar, type NavBarProps } from './NavBar.tsx';
import * as styles from './NavBarStory.css.ts';

const meta = {
  title: 'Shell/NavBar',
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

/** The app's bar: home and promotions first, the category items once the vendor lanes have loaded. */
function NavBarWithLateItems(props: NavBarProps) {
  const [items, setItems] = useState<readonly NavBarProps['items'][number][]>(() =>
    props.items.filter((item) => item.id === 'home' || item.id === 'promotions'),
  );
  useEffect(() => {
    const timer = setTimeout(() => setItems(props.items), 50);
    return () => clearTimeout(timer);
  }, [props.items]);
  return <NavBar {...props} items={items} />;
}

export const PhoneItemsArriveLater: Story = {
  args: { activeId: 'promotions' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => <NavBarWithLateItems {...args} />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(navItems.length));
    const list = canvas.getByRole('list');
    const current = canvas.getByRole('link', { name: /Promoções/ });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // Promotions moved to the end of the row; the row scrolled so that it is still in view.
    await waitFor(() => {
      const box = current.getBoundingClientRect();
      const listBox = list.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(listBox.left);
      expect(box.right).toBeLessThanOrEqual(listBox.right);
    });
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
