import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/index.ts';
import {
  androidQrSrc,
  iosQrSrc,
  languages,
  primaryItems,
  promotionItems,
  socialLinks,
  uiText,
} from '../fixtures.ts';
import { SideMenu, type SideMenuProps } from './SideMenu.tsx';
import * as styles from './SideMenuStory.css.ts';

const meta = {
  title: 'Member menus/SideMenu',
  component: SideMenu,
  args: {
    id: 'side-menu',
    variant: 'column',
    expanded: true,
    onClose: fn(),
    primaryItems,
    activeId: 'home',
    promotions: promotionItems,
    promotionsHref: '/promotions',
    iosQrSrc,
    androidQrSrc,
    downloadHref: '/down',
    onCustomerService: fn(),
    languages,
    language: 'PT-BR',
    onLanguageChange: fn(),
    theme: 'system',
    onThemeChange: fn(),
    socialLinks,
    onNavigate: fn(),
  },
  decorators: [
    (Story) => (
      <div className={styles.frame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };
const stopNavigation = (event: Event) => event.preventDefault();

export const Expanded: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const aside = canvas.getByRole('complementary', { name: uiText('Menu lateral', 'Side menu') });
    await expect(aside).toHaveAttribute('id', 'side-menu');
    // The column's content arrives in its own chunk.
    await expect(await canvas.findByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
    const promotions = canvas.getByRole('region', { name: uiText('Promoções', 'Promotions') });
    await expect(within(promotions).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(promotions).queryByText('Convide e ganhe')).toBeNull();
    await expect(
      within(promotions).getByRole('link', { name: uiText('Mais promoções', 'More promotions') }),
    ).toHaveAttribute('href', '/promotions');
    await expect(canvas.getByRole('img', { name: /iOS/ })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /Android/ })).toBeVisible();
    const telegram = canvas.getByRole('link', { name: /Telegram/ });
    await expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(telegram).toHaveAttribute('target', '_blank');
    await userEvent.click(
      canvas.getByRole('button', { name: uiText('Atendimento ao cliente', 'Customer service') }),
    );
    await expect(args.onCustomerService).toHaveBeenCalledTimes(1);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: uiText('Idioma', 'Language') }), 'EN');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('EN');
    await userEvent.click(canvas.getByRole('radio', { name: uiText('Escuro', 'Dark') }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
    const vip = canvas.getByRole('link', { name: 'VIP' });
    vip.addEventListener('click', stopNavigation);
    await userEvent.click(vip);
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'vip' }));
  },
};

export const Collapsed: Story = {
  args: { expanded: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Histórico de apostas' })).toHaveAttribute(
      'title',
      'Histórico de apostas',
    );
    await expect(canvas.getByRole('link', { name: uiText('Promoções', 'Promotions') })).toHaveAttribute(
      'href',
      '/promotions',
    );
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

export const FewPromotions: Story = {
  args: { promotions: promotionItems.slice(0, 2), activeId: 'betRecord', theme: 'dark' },
};

export const NoPromotionsNoDownloads: Story = {
  args: {
    promotions: [],
    iosQrSrc: undefined,
    androidQrSrc: undefined,
    downloadHref: undefined,
    socialLinks: [],
  },
};

export const PhoneDrawerOpen: Story = {
  args: { variant: 'drawer' },
  globals: phone,
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    await expect(dialog).toHaveAttribute('id', 'side-menu');
    await expect(within(dialog).getByRole('link', { name: 'Início' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: uiText('Fechar menu', 'Close menu') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Keeps the drawer's open state like the app does. */
function DrawerWithToggle(args: SideMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.opener}>
      <Button tone="secondary" aria-expanded={open} onClick={() => setOpen(true)}>
        Menu
      </Button>
      <SideMenu
        {...args}
        expanded={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </div>
  );
}

export const PhoneDrawerKeyboard: Story = {
  args: { variant: 'drawer', expanded: false },
  globals: phone,
  render: (args) => <DrawerWithToggle {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
