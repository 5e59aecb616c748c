import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { navItems } from '../../layout/fixtures.ts';
import { NavBar, type NavBarItem } from '../../layout/NavBar/index.ts';
import { storyLanes } from '../fixtures.ts';
import * as frames from '../storyFrames.css.ts';
import * as styles from './VendorDropdownStory.css.ts';

function vendorLinks(category: string) {
  const lane = storyLanes.find((candidate) => candidate.gameCategory === category);
  return (lane?.vendors ?? []).map((vendor) => ({
    id: vendor.vassalage,
    label: vendor.displayName ?? vendor.vassalage,
    href: `/${category.toLowerCase()}?vassalage=${vendor.vassalage}`,
    icon: <img className={styles.logo} src={vendor.lagerIcon ?? ''} alt="" width={48} height={20} />,
  }));
}

const items: NavBarItem[] = navItems.map((item) => {
  if (item.id === 'sports') return { ...item, vendors: vendorLinks('SPORTS') };
  if (item.id === 'rng') return { ...item, vendors: vendorLinks('RNG') };
  return item;
});

const meta = {
  title: 'Lobby filters/VendorDropdown',
  component: NavBar,
  args: { items, activeId: 'home', onNavigate: fn() },
  // NavBar imports the drop-down lazily: have its module loaded before the story renders, so a busy dev server
  // cannot keep the plain links up past the play function's wait.
  loaders: [
    async () => {
      await import('./index.ts');
      return {};
    },
  ],
  decorators: [
    (Story) => (
      <div className={styles.stage}>
        <div className={`${frames.bar} ${styles.bar}`}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const stopNavigation = (event: Event) => event.preventDefault();

/** NavBar loads the drop-down lazily and shows the plain link until then: wait for both drop-downs. */
async function dropdownsLoaded(canvasElement: HTMLElement) {
  const withVendors = items.filter((item) => item.vendors).length;
  await waitFor(() => expect(canvasElement.querySelectorAll('nav li > div')).toHaveLength(withVendors), {
    timeout: 10_000,
  });
}

export const OpensOnHover: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await dropdownsLoaded(canvasElement);
    await expect(canvas.queryByRole('region')).toBeNull();
    await userEvent.hover(canvas.getByRole('link', { name: 'Esportes' }));
    const panel = await canvas.findByRole('region', { name: 'Esportes' });
    const links = within(panel).getAllByRole('link');
    await expect(links).toHaveLength(6);
    await expect(links[0]).toHaveAttribute('href', '/sports?vassalage=GOL');
    links[1]!.addEventListener('click', stopNavigation);
    await userEvent.click(links[1]!);
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'CAMPO' }));
    await expect(canvas.queryByRole('region')).toBeNull();
    await userEvent.hover(canvas.getByRole('link', { name: 'Cassino' }));
    await canvas.findByRole('region', { name: 'Cassino' });
    await userEvent.unhover(canvas.getByRole('link', { name: 'Cassino' }));
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, canvasElement }) => {
    await dropdownsLoaded(canvasElement);
    const home = canvas.getByRole('link', { name: 'Início' });
    home.focus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ao vivo' })).toHaveFocus();
    await userEvent.tab();
    const sports = canvas.getByRole('link', { name: 'Esportes' });
    await expect(sports).toHaveFocus();
    const panel = canvas.getByRole('region', { name: 'Esportes' });
    await userEvent.tab();
    await expect(within(panel).getByRole('link', { name: /Gol Sports/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(sports).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Pesca' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(sports).toHaveFocus();
    await expect(canvas.getByRole('region', { name: 'Esportes' })).toBeVisible();
    await userEvent.tab({ shift: true });
    await expect(canvas.queryByRole('region', { name: 'Esportes' })).toBeNull();
  },
};

export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await dropdownsLoaded(canvasElement);
    canvas.getByRole('link', { name: 'Cassino' }).focus();
    const panel = await canvas.findByRole('region', { name: 'Cassino' });
    // The gateway's ten casino vendors.
    await expect(within(panel).getAllByRole('link')).toHaveLength(10);
    const box = panel.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const WithoutVendors: Story = {
  args: { items: navItems },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('link', { name: 'Esportes' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};
