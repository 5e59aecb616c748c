import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import * as footerStyles from '../Footer/Footer.css.ts';
import { socialLinks, uiText } from '../fixtures.ts';
import * as frames from '../storyFrames.css.ts';
import { ShellItemBadge, ShellItemIcon, ShellLink, ShellSocialLinks } from './ShellLink.tsx';

const meta = {
  title: 'Shell/ShellLink',
  component: ShellLink,
  args: { item: { id: 'home', label: 'Início', href: '/', icon: 'home' } },
  decorators: [
    (Story) => (
      <div className={frames.padded}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShellLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Início' });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link).not.toHaveAttribute('target');
    await expect(link).not.toHaveAttribute('aria-current');
  },
};

export const Current: Story = {
  args: { current: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
  },
};

export const RenderedByTheApp: Story = {
  args: { renderLink: (_item, props) => <a {...props} data-router-link="" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Início' })).toHaveAttribute('data-router-link');
  },
};

export const External: Story = {
  args: {
    item: { id: 'telegram', label: 'Telegram', href: 'https://t.me/sorte', external: true },
    renderLink: fn(),
  },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', {
      name: uiText('Telegram (abre em uma nova aba)', 'Telegram (opens in a new tab)'),
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // External links never go through the app's router.
    await expect(args.renderLink).not.toHaveBeenCalled();
  },
};

export const IconsAndBadges: Story = {
  render: () => (
    <ul>
      {[
        { id: 'messages', label: 'Mensagens', badge: 7 },
        { id: 'rewards', label: 'Recompensas', badge: 120 },
        { id: 'promotions', label: 'Promoções', badge: 'Novo' },
        { id: 'none', label: 'Sem badge', badge: 0 },
      ].map((item) => (
        <li key={item.id}>
          <ShellLink item={{ ...item, href: `/#${item.id}` }}>
            <ShellItemIcon icon="gift" /> {item.label} <ShellItemBadge badge={item.badge} />
          </ShellLink>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Mensagens/ })).toHaveTextContent('7');
    await expect(canvas.getByRole('link', { name: /Recompensas/ })).toHaveTextContent('99+');
    await expect(canvas.getByRole('link', { name: /Promoções/ })).toHaveTextContent('Novo');
    await expect(canvas.getByRole('link', { name: 'Sem badge' })).toHaveTextContent(/^Sem badge$/);
  },
};

export const SocialLinks: Story = {
  render: () => (
    <ShellSocialLinks
      items={socialLinks}
      listClassName={footerStyles.socialList}
      linkClassName={footerStyles.socialLink}
    />
  ),
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(socialLinks.length);
    for (const link of links) await expect(link).toHaveAttribute('target', '_blank');
    await expect(
      canvas.getByRole('link', {
        name: uiText('Telegram (abre em uma nova aba)', 'Telegram (opens in a new tab)'),
      }),
    ).toBeVisible();
  },
};
