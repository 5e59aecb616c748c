import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppHeader } from '../AppHeader/index.ts';
import { DemoModeMarker } from '../DemoModeMarker/index.ts';
import { Footer } from '../Footer/index.ts';
import {
  androidQrSrc,
  helpLinks,
  iosQrSrc,
  languages,
  member,
  memberMenuItems,
  navItems,
  primaryItems,
  productLinks,
  promotionItems,
  socialLinks,
  trialMember,
  uiText,
  vendors,
} from '../fixtures.ts';
import { MemberMenu } from '../MemberMenu/index.ts';
import { NavBar } from '../NavBar/index.ts';
import { OfflineBanner } from '../OfflineBanner/index.ts';
import { PageLoader } from '../PageLoader/index.ts';
import { RightBar } from '../RightBar/index.ts';
import { SideMenu } from '../SideMenu/index.ts';
import * as frames from '../storyFrames.css.ts';
import type { ThemePreference } from '../ThemeToggle/index.ts';
import { NormalLayout } from './NormalLayout.tsx';

interface ShellDemoProps {
  account: 'anonymous' | 'member' | 'trial';
  variant: 'column' | 'drawer';
  menuExpanded: boolean;
  offline?: boolean;
  loading?: boolean;
  demo?: boolean;
}

const games = [
  'Roda da Fortuna',
  'Trevo Dourado',
  'Mega Bingo',
  'Pesca Real',
  'Bacará ao vivo',
  'Raspadinha 7',
];

function DemoPage() {
  return (
    <div className={frames.content}>
      <h1 className={frames.heading}>Início</h1>
      <div className={frames.banner}>
        <p className={frames.bannerTitle}>Bônus de boas-vindas de 100%</p>
        <p className={frames.bannerText}>{'Dobre seu primeiro depósito até R$\u00a0500.'}</p>
      </div>
      <ul className={frames.tiles}>
        {games.map((game) => (
          <li key={game} className={frames.tile}>
            {game}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The shell wired the way the app wires it: menu, member menu, theme and language held in state. */
function ShellDemo({
  account,
  variant,
  menuExpanded,
  offline = false,
  loading = false,
  demo = false,
}: ShellDemoProps) {
  const [expanded, setExpanded] = useState(menuExpanded);
  const [memberMenuOpen, setMemberMenuOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const [theme, setTheme] = useState<ThemePreference>('system');
  const [language, setLanguage] = useState('PT-BR');
  const headerMember =
    account === 'member'
      ? { nickname: member.nickname, balance: member.balance, avatarUrl: member.avatarUrl }
      : account === 'trial'
        ? { nickname: trialMember.nickname, balance: trialMember.balance, isTrial: true }
        : null;
  const menuMember = account === 'trial' ? trialMember : member;

  return (
    <NormalLayout
      overlays={
        <>
          <PageLoader active={loading} />
          <OfflineBanner offline={offline} />
          {demo ? <DemoModeMarker /> : null}
        </>
      }
      header={
        <AppHeader
          member={headerMember}
          currency="BRL"
          nav={<NavBar items={navItems} activeId="home" />}
          menuExpanded={expanded}
          menuId="side-menu"
          noticeCount={headerMember ? 2 : 0}
          memberMenuOpen={memberMenuOpen}
          onMemberMenuOpenChange={setMemberMenuOpen}
          memberMenu={
            <MemberMenu
              nickname={menuMember.nickname}
              account={menuMember.account}
              userId={menuMember.userId}
              avatarUrl={menuMember.avatarUrl}
              isTrial={account === 'trial'}
              vipLevel={account === 'member' ? 'VIP 3' : undefined}
              items={account === 'trial' ? memberMenuItems.slice(-1) : memberMenuItems}
              copied={copied}
              onCopyUserId={() => setCopied(true)}
              onLogout={fn()}
            />
          }
          onToggleMenu={() => setExpanded((open) => !open)}
          onLogin={fn()}
          onRegister={fn()}
          onOpenNotices={fn()}
          onOpenCustomerService={fn()}
          onRefreshBalance={fn()}
        />
      }
      sideMenu={
        <SideMenu
          id="side-menu"
          variant={variant}
          expanded={expanded}
          onClose={() => setExpanded(false)}
          primaryItems={primaryItems}
          activeId="home"
          promotions={promotionItems}
          promotionsHref="/promotions"
          iosQrSrc={iosQrSrc}
          androidQrSrc={androidQrSrc}
          downloadHref="/down"
          onCustomerService={fn()}
          languages={languages}
          language={language}
          onLanguageChange={setLanguage}
          theme={theme}
          onThemeChange={setTheme}
          socialLinks={socialLinks}
        />
      }
      footer={
        <Footer
          helpLinks={helpLinks}
          productLinks={productLinks}
          socialLinks={socialLinks}
          vendors={vendors}
          year={2026}
          responsibleGamingHref="/responsible-gaming"
        />
      }
      rightBar={
        <RightBar
          telegramHref="https://t.me/sorte"
          onCustomerService={fn()}
          showReferral={account !== 'member'}
          onReferral={fn()}
        />
      }
    >
      <DemoPage />
    </NormalLayout>
  );
}

const meta = {
  title: 'Shell/NormalLayout',
  component: NormalLayout,
  args: { header: null, children: null },
} satisfies Meta<typeof NormalLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

export const Anonymous: Story = {
  render: () => <ShellDemo account="anonymous" variant="column" menuExpanded />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: uiText('Pular para o conteúdo', 'Skip to content') });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(
      canvas.getByRole('complementary', { name: uiText('Menu lateral', 'Side menu') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: uiText('Convidar', 'Invite') })).toBeVisible();
    skip.blur();
  },
};

export const LoggedIn: Story = {
  render: () => <ShellDemo account="member" variant="column" menuExpanded />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Ana Ribeiro/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: uiText('Convidar', 'Invite') })).toBeNull();
  },
};

export const Trial: Story = {
  render: () => <ShellDemo account="trial" variant="column" menuExpanded />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(uiText('Teste', 'Trial'))).toBeVisible();
  },
};

export const MenuCollapsed: Story = {
  render: () => <ShellDemo account="member" variant="column" menuExpanded={false} />,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('combobox', { name: uiText('Idioma', 'Language') })).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('combobox')).toBeNull();
    toggle.blur();
  },
};

export const WithOverlays: Story = {
  render: () => <ShellDemo account="member" variant="column" menuExpanded offline loading demo />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: uiText('Gateway simulado', 'Simulated gateway') }),
    ).toBeVisible();
    const statuses = canvas.getAllByRole('status');
    await expect(statuses.some((status) => /Internet|internet/.test(status.textContent ?? ''))).toBe(true);
  },
};

export const Phone: Story = {
  globals: phone,
  render: () => <ShellDemo account="anonymous" variant="drawer" menuExpanded={false} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('complementary', { name: uiText('Menu lateral', 'Side menu') }),
    ).toBeNull();
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};

export const PhoneLoggedIn: Story = {
  globals: phone,
  render: () => <ShellDemo account="member" variant="drawer" menuExpanded={false} />,
};

export const PhoneDrawerOpen: Story = {
  globals: phone,
  render: () => <ShellDemo account="anonymous" variant="drawer" menuExpanded={false} />,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    await expect(within(drawer).getByRole('link', { name: 'Início' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
  },
};
