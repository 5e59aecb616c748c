import { useLingui } from '@lingui/react/macro';
import { clubVip, downloadLinks, isSwitchOn, languageOptions } from '@sorte/domain';
import {
  AppHeader,
  NavBar,
  NormalLayout,
  OfflineBanner,
  PageLoader,
  type ShellLinkItem,
  SideMenu,
} from '@sorte/ui';
import { media } from '@sorte/ui/theme';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { loadMember, refreshBalance } from '../features/session/sessionActions.ts';
import { useMemberArea } from '../features/session/useMemberArea.ts';
import { changeLanguageAtom } from '../i18n/changeLanguage.ts';
import { formatLocaleAtom, moneyCurrencyAtom } from '../i18n/formats.ts';
import { withCatalog } from '../i18n/i18n.ts';
import { failureKind } from '../lib/errors/failureKind.ts';
import { sideMenuShortcuts } from '../lib/shell/sideMenuShortcuts.ts';
import { socialLinksFrom } from '../lib/shell/socialLinks.ts';
import { useCustomerService } from '../lib/shell/useCustomerService.ts';
import { useShellContent } from '../lib/shell/useShellContent.ts';
import { useShellNavigation } from '../lib/shell/useShellNavigation.ts';
import { useQrImage } from '../lib/useQrImage.ts';
import { isGamePagePath, paths } from '../paths.ts';
import { requiredConfigAtom } from '../state/configAtoms.ts';
import { useAfterMainPaint } from '../state/mainPaint.ts';
import { announcementPopupOpenAtom, loaderCountAtom, openLoginPopupAtom } from '../state/popupAtoms.ts';
import { languageAtom, themePreferenceAtom } from '../state/preferenceAtoms.ts';
import {
  isAgentAtom,
  isLoginAtom,
  isTrialAtom,
  memberAtom,
  memberAvatarUrlAtom,
  storedNamesAtom,
} from '../state/sessionAtoms.ts';
import {
  domainCheckAtom,
  permissionAtom,
  systemStateAtom,
  whiteLabelModulesAtom,
} from '../state/systemAtoms.ts';
import { renderRouterLink } from './renderRouterLink.tsx';
import { useMediaQuery } from './useMediaQuery.ts';
import { useOnlineStatus } from './useOnlineStatus.ts';
import { useScrollOnNavigate } from './useScrollOnNavigate.ts';

const SIDE_MENU_ID = 'side-menu';

// Rare full-page states: loaded only when the system status asks for them.
const MaintenancePage = lazy(() =>
  import('@sorte/ui/pages').then((module) => ({ default: module.MaintenancePage })),
);
const RegionBlockedPage = lazy(() =>
  import('@sorte/ui/pages').then((module) => ({ default: module.RegionBlockedPage })),
);
const InvalidDomainPage = lazy(() =>
  import('@sorte/ui/pages').then((module) => ({ default: module.InvalidDomainPage })),
);

// Demo mode only: a live site never loads the simulated-gateway badge.
const DemoModeMarker = lazy(() =>
  import('@sorte/ui/demo-mode-marker').then((module) => ({ default: module.DemoModeMarker })),
);

// Below the fold on every screen: the footer's code (and the working out of its lists) follows the first paint.
const FooterHost = lazy(() => import('./FooterHost.tsx').then((module) => ({ default: module.FooterHost })));

// A floating bar of shortcuts beside the content: it can arrive after the first paint.
const RightBarHost = lazy(() =>
  import('./RightBarHost.tsx').then((module) => ({ default: module.RightBarHost })),
);

// Live money events: a logged-in member's socket and toasts (and the other tabs' session messages), loaded after
// login with the member area's catalog.
const MoneyEventsHost = lazy(() =>
  withCatalog('member', import('../features/cashier/MoneyEventsHost.tsx')).then((module) => ({
    default: module.MoneyEventsHost,
  })),
);

// "Instalar o app" in the side menu's download section, where the browser can install the site.
const InstallApp = lazy(() => import('../lib/pwa/InstallApp.tsx'));
// The header's avatar: the chosen member icon, read after the first paint.
const MemberIconSync = lazy(() =>
  import('../features/account/MemberIconSync.tsx').then((module) => ({ default: module.MemberIconSync })),
);

// The popups' host: every popup opens after the first paint (a click, or the route's own popup at /login), and the
// host's table of them (eleven chunks) is not needed before (about 800 bytes of the first load).
const PopupHost = lazy(() => import('./PopupHost.tsx').then((module) => ({ default: module.PopupHost })));

// Opened by a click on the member's name: its code (and its entries') is not needed for the first paint.
const MemberDropdown = lazy(() =>
  import('./MemberDropdown.tsx').then((module) => ({ default: module.MemberDropdown })),
);

/**
 * The system-status gate (spec §4): maintenance or region-blocked pages replace the whole site, and so does the
 * invalid-URL page when the site is served from a host the gateway does not list (§8 domain check).
 */
export function RootLayout() {
  useScrollOnNavigate();
  const system = useAtomValue(systemStateAtom);
  const domain = useAtomValue(domainCheckAtom);
  const openCustomerService = useCustomerService();

  if (system.status === 'ready' && system.kind === 'maintenance') {
    return (
      <Suspense fallback={null}>
        <MaintenancePage onCustomerService={openCustomerService} />
        <PopupHost />
      </Suspense>
    );
  }
  if (system.status === 'ready' && system.kind === 'region-blocked') {
    return (
      <Suspense fallback={null}>
        <RegionBlockedPage ip={system.ip} onCustomerService={openCustomerService} />
        <PopupHost />
      </Suspense>
    );
  }
  if (domain === 'unlisted') {
    return (
      <Suspense fallback={null}>
        <InvalidDomainPage host={window.location.host} onCustomerService={openCustomerService} />
        <PopupHost />
      </Suspense>
    );
  }
  return <PlayerShell />;
}

/** The player site's normal layout (spec §2 Layout), wired to the session, preferences and router. */
function PlayerShell() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const navigate = useNavigate();
  const location = useLocation();
  const config = useAtomValue(requiredConfigAtom);
  // Below the tablet breakpoint the side menu is a drawer; above it, a column (spec §2: it can be toggled).
  const isPhone = useMediaQuery(media.phoneOnly);
  const online = useOnlineStatus();
  const openCustomerService = useCustomerService();

  const isLogin = useAtomValue(isLoginAtom);
  const isTrial = useAtomValue(isTrialAtom);
  const isAgent = useAtomValue(isAgentAtom);
  const pointMallEnabled = isSwitchOn(useAtomValue(whiteLabelModulesAtom), 'PTSYS3');
  const member = useAtomValue(memberAtom);
  const storedNames = useAtomValue(storedNamesAtom);
  const avatarUrl = useAtomValue(memberAvatarUrlAtom);
  const { wallet, memberLoad, unreadMessages } = useMemberArea();
  const permission = useAtomValue(permissionAtom);
  const loaderCount = useAtomValue(loaderCountAtom);
  const [theme, setTheme] = useAtom(themePreferenceAtom);
  const language = useAtomValue(languageAtom);
  const changeLanguage = useSetAtom(changeLanguageAtom);
  const openLoginPopup = useSetAtom(openLoginPopupAtom);
  const setAnnouncementOpen = useSetAtom(announcementPopupOpenAtom);

  // The footer, the right bar and the side menu's promotions wait for the page's main content (home: the banner).
  const mainPainted = useAfterMainPaint();
  const [menuExpanded, setMenuExpanded] = useState(!isPhone);
  const [memberMenuOpen, setMemberMenuOpen] = useState(false);

  // Crossing the breakpoint: the column starts open on wide screens, the drawer starts closed on phones.
  useEffect(() => setMenuExpanded(!isPhone), [isPhone]);
  // Every navigation closes the drawer and the member menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route changes on purpose
  useEffect(() => {
    if (isPhone) setMenuExpanded(false);
    setMemberMenuOpen(false);
  }, [location.pathname, location.search]);

  const linkPolicy = useMemo(
    () => ({ origin: window.location.origin, allowedHosts: config.allowedLinkHosts }),
    [config.allowedLinkHosts],
  );
  const socialLinks = useMemo(() => socialLinksFrom(permission, linkPolicy), [permission, linkPolicy]);
  const languages = useMemo(() => languageOptions(), []);

  const { items: navItems, activeId, vendors } = useShellNavigation(location.pathname, location.search);
  const { promotions, referralPromotionEnabled, helpLinks } = useShellContent(mainPainted);

  const isGamePage = isGamePagePath(location.pathname);
  const primaryItems: ShellLinkItem[] = [
    { id: 'home', label: t`Início`, href: paths.home.path, icon: 'home' },
    ...sideMenuShortcuts(i18n, {
      isLogin,
      hasVip: clubVip(member?.clubLabel) !== null,
      currentPath: `${location.pathname}${location.search}`,
    }),
  ];

  // Spec §2 Layout, §9: the side menu's download QR codes, from the permission's app links. The encoder is a chunk
  // of its own, asked for once the menu's full content shows (never for the first paint of `/`).
  const appLinks = useMemo(() => downloadLinks(permission?.resources, linkPolicy), [permission, linkPolicy]);
  const showsFullMenu = mainPainted && menuExpanded && !isGamePage;
  const qrImages = {
    ios: useQrImage(appLinks.ios, showsFullMenu),
    android: useQrImage(appLinks.android, showsFullMenu),
  };

  const displayName =
    member?.nickname || member?.account || storedNames.nickname || storedNames.account || '';
  const headerMember = isLogin
    ? {
        nickname: displayName || t`Minha conta`,
        balance: wallet.isError ? null : (wallet.data?.balance ?? null),
        isTrial,
        ...(unreadMessages ? { unreadMessages } : {}),
        ...(avatarUrl ? { avatarUrl } : {}),
      }
    : null;

  const moneyCurrency = useAtomValue(moneyCurrencyAtom);
  const formatLocale = useAtomValue(formatLocaleAtom);

  const openRegister = useCallback(() => void navigate(paths.register.path), [navigate]);

  // Parts that do not depend on the menu or member-menu state keep their identity, so toggling the menu
  // re-renders only the header and the menu (INP).
  const page = useMemo(() => <Outlet />, []);
  const popups = useMemo(
    () => (
      <Suspense fallback={null}>
        <PopupHost />
      </Suspense>
    ),
    [],
  );
  const footer = useMemo(
    () => (
      <Suspense fallback={null}>
        {mainPainted ? (
          <FooterHost helpLinks={helpLinks} navItems={navItems} socialLinks={socialLinks} vendors={vendors} />
        ) : null}
      </Suspense>
    ),
    [socialLinks, mainPainted, helpLinks, navItems, vendors],
  );
  const rightBar = useMemo(
    () => (
      <Suspense fallback={null}>
        {mainPainted ? (
          <RightBarHost
            telegramHref={config.telegramUrl}
            onCustomerService={openCustomerService}
            isLogin={isLogin}
            referralPromotionEnabled={referralPromotionEnabled}
          />
        ) : null}
      </Suspense>
    ),
    [config.telegramUrl, openCustomerService, isLogin, referralPromotionEnabled, mainPainted],
  );

  return (
    <>
      <NormalLayout
        overlays={
          <>
            <PageLoader active={loaderCount > 0} />
            <OfflineBanner offline={!online} />
            {config.mode === 'demo' ? (
              <Suspense fallback={null}>
                <DemoModeMarker />
              </Suspense>
            ) : null}
            {isLogin && !isTrial && mainPainted ? (
              <Suspense fallback={null}>
                <MemberIconSync />
              </Suspense>
            ) : null}
            {isLogin && member !== null ? (
              <Suspense fallback={null}>
                <MoneyEventsHost />
              </Suspense>
            ) : null}
          </>
        }
        header={
          <AppHeader
            member={headerMember}
            currency={moneyCurrency}
            locale={formatLocale}
            nav={<NavBar items={navItems} activeId={activeId} renderLink={renderRouterLink} />}
            renderLink={renderRouterLink}
            menuExpanded={menuExpanded && !isGamePage}
            menuId={SIDE_MENU_ID}
            balanceRefreshing={wallet.isFetching}
            {...(wallet.isError ? { balanceFailure: failureKind(wallet.error) } : {})}
            {...(memberLoad.isError
              ? {
                  memberFailure: failureKind(memberLoad.error),
                  onRetryMember: () => void loadMember(store).catch(() => undefined),
                }
              : {})}
            memberMenuOpen={memberMenuOpen}
            onMemberMenuOpenChange={setMemberMenuOpen}
            memberMenu={
              (member || storedNames.account) && memberMenuOpen ? (
                <Suspense fallback={null}>
                  <MemberDropdown
                    nickname={displayName}
                    account={member?.account ?? storedNames.account ?? ''}
                    userId={member?.id ?? ''}
                    isTrial={isTrial}
                    isAgent={isAgent}
                    pointMallEnabled={pointMallEnabled}
                    clubLabel={member?.clubLabel}
                    onClose={() => setMemberMenuOpen(false)}
                    renderLink={renderRouterLink}
                  />
                </Suspense>
              ) : null
            }
            // A game page has no side menu (spec §2), so no menu button either.
            {...(isGamePage ? {} : { onToggleMenu: () => setMenuExpanded((open) => !open) })}
            onLogin={openLoginPopup}
            onRegister={openRegister}
            onOpenCustomerService={openCustomerService}
            onOpenNotices={() => setAnnouncementOpen(true)}
            onRefreshBalance={() => void refreshBalance(store)}
          />
        }
        sideMenu={
          // Spec §2: the game pages hide the side menu. A phone's closed drawer fetches its code after the
          // main content has painted.
          isGamePage || (isPhone && !menuExpanded && !mainPainted) ? null : (
            <SideMenu
              id={SIDE_MENU_ID}
              variant={isPhone ? 'drawer' : 'column'}
              expanded={menuExpanded}
              onClose={() => setMenuExpanded(false)}
              primaryItems={primaryItems}
              activeId={activeId}
              promotions={promotions}
              promotionsHref={paths.promotions.path}
              {...(qrImages.ios ? { iosQrSrc: qrImages.ios } : {})}
              {...(qrImages.android ? { androidQrSrc: qrImages.android } : {})}
              downloadHref={paths.download.path}
              installAction={<InstallApp headingLevel={3} />}
              onCustomerService={openCustomerService}
              languages={languages}
              language={language}
              onLanguageChange={changeLanguage}
              theme={theme}
              onThemeChange={setTheme}
              socialLinks={socialLinks}
              renderLink={renderRouterLink}
            />
          )
        }
        footer={footer}
        rightBar={rightBar}
      >
        {page}
      </NormalLayout>
      {popups}
    </>
  );
}
