import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_CURRENCY, formatMoney, type GatewayErrorKind, gatewayErrorMessage } from '@sorte/domain';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Icon } from '../../components/Icon/index.ts';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { BrandLogo } from '../BrandLogo/index.ts';
import { MemberAvatar } from '../MemberAvatar/index.ts';
import { type RenderShellLink, ShellLink } from '../ShellLink/index.ts';
import * as styles from './AppHeader.css.ts';

export interface AppHeaderMember {
  nickname: string;
  /** Null while the balance is not known (not loaded yet, or its load failed): shown as "—", never as 0. */
  balance: number | null;
  avatarUrl?: string;
  isTrial?: boolean;
  /** Unread messages (spec §7 CSP_unreadCount), shown as a badge on the member button. */
  unreadMessages?: number;
}

export interface AppHeaderProps {
  /** The logged-in member; login and register buttons show without one. */
  member?: AppHeaderMember | null;
  /** The balance's currency: an ISO 4217 code (default BRL) or a symbol without one. */
  currency?: string;
  /** The player's chosen language's BCP-47 tag for the balance; defaults to the active Lingui locales. */
  locale?: string;
  /** The navigation bar (a `NavBar`), shown as the header's second row. */
  nav?: ReactNode;
  homeHref?: string;
  renderLink?: RenderShellLink;
  /** Whether the side menu (column or drawer) is expanded. */
  menuExpanded: boolean;
  /** The side menu's id, for the toggle's aria-controls. */
  menuId: string;
  /** Unread notices, shown as a badge on the notice button. */
  noticeCount?: number;
  balanceRefreshing?: boolean;
  /** The balance's last load failed this way: "—" with the spec §8 text, and the refresh button retries. */
  balanceFailure?: GatewayErrorKind;
  /** The member's own data failed to load this way: a warning button beside the member says so and retries. */
  memberFailure?: GatewayErrorKind;
  onRetryMember?: () => void;
  memberMenuOpen?: boolean;
  /** The member dropdown's panel (a `MemberMenu`), shown under the member button while open. */
  memberMenu?: ReactNode;
  /** Toggles the side menu; without it there is no menu button (a page without a side menu, spec §2). */
  onToggleMenu?: () => void;
  onLogin: () => void;
  onRegister: () => void;
  /** The notice list; the bell shows only when given. */
  onOpenNotices?: () => void;
  onOpenCustomerService: () => void;
  onRefreshBalance?: () => void;
  onMemberMenuOpenChange?: (open: boolean) => void;
}

/** The sticky site header: a fixed-height bar (menu toggle, brand, icons, account) over the navigation row. */
export function AppHeader({
  member,
  currency = DEFAULT_CURRENCY,
  locale,
  nav,
  homeHref = '/',
  renderLink,
  menuExpanded,
  menuId,
  noticeCount = 0,
  balanceRefreshing = false,
  balanceFailure,
  memberFailure,
  onRetryMember,
  memberMenuOpen = false,
  memberMenu,
  onToggleMenu,
  onLogin,
  onRegister,
  onOpenNotices,
  onOpenCustomerService,
  onRefreshBalance,
  onMemberMenuOpenChange,
}: AppHeaderProps) {
  const { t, i18n } = useLingui();
  const panelId = useId();
  const memberAreaRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const showPanel = Boolean(member && memberMenuOpen && memberMenu);

  // While the member menu is open: Esc closes it (focus back on the trigger); a press or focus outside closes it.
  useEffect(() => {
    if (!showPanel) return;
    const isOutside = (target: EventTarget | null) =>
      target instanceof Node && !memberAreaRef.current?.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) onMemberMenuOpenChange?.(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isOutside(event.target)) onMemberMenuOpenChange?.(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusWasInside = !isOutside(document.activeElement);
      onMemberMenuOpenChange?.(false);
      if (focusWasInside) triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [showPanel, onMemberMenuOpenChange]);

  const knownBalance =
    member && member.balance !== null && balanceFailure === undefined ? member.balance : null;
  const formattedBalance =
    knownBalance === null
      ? ''
      : formatMoney(knownBalance, { currency, locale: locale ?? formatLocaleOf(i18n) });
  const failureText = balanceFailure ? i18n._(gatewayErrorMessage(balanceFailure)) : '';

  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        {onToggleMenu ? (
          <button
            type="button"
            className={styles.iconButton}
            aria-expanded={menuExpanded}
            aria-controls={menuExpanded ? menuId : undefined}
            aria-label={t`Menu`}
            onClick={onToggleMenu}
          >
            <Icon name={menuExpanded ? 'close' : 'menu'} size="inline" />
          </button>
        ) : null}
        <ShellLink
          item={{ id: 'home', label: t`Sorte, página inicial`, href: homeHref }}
          renderLink={renderLink}
          className={styles.brand}
          aria-label={t`Sorte, página inicial`}
        >
          <BrandLogo size="small" collapseOnNarrow={Boolean(member)} />
        </ShellLink>
        <span className={styles.spacer} />
        <div className={styles.actions}>
          {onOpenNotices ? (
            <button type="button" className={styles.iconButton} onClick={onOpenNotices}>
              <Icon name="bell" size="inline" />
              <span className={visuallyHidden}>
                <Trans>Avisos</Trans>
                {noticeCount > 0 ? (
                  <>
                    {', '}
                    <Plural value={noticeCount} one="# não lido" other="# não lidos" />
                  </>
                ) : null}
              </span>
              {noticeCount > 0 ? (
                <span className={styles.countBadge} aria-hidden="true">
                  {noticeCount > 99 ? '99+' : noticeCount}
                </span>
              ) : null}
            </button>
          ) : null}
          <button
            type="button"
            className={`${styles.iconButton} ${styles.optionalOnNarrow}`}
            aria-label={t`Atendimento ao cliente`}
            onClick={onOpenCustomerService}
          >
            <Icon name="headset" size="inline" />
          </button>

          {member ? (
            <>
              <span
                className={`${styles.balance} ${balanceFailure ? styles.balanceFailed : ''}`}
                title={balanceFailure ? failureText : undefined}
              >
                <span className={visuallyHidden}>
                  <Trans>Saldo</Trans>{' '}
                </span>
                {knownBalance === null ? (
                  <>
                    {balanceFailure ? (
                      <span className={styles.balanceWarning}>
                        <Icon name="warning" size="small" />
                      </span>
                    ) : null}
                    <span className={styles.amount} aria-hidden="true">
                      —
                    </span>
                    <span className={visuallyHidden} role={balanceFailure ? 'alert' : undefined}>
                      {balanceFailure
                        ? t`desconhecido. ${failureText}`
                        : balanceRefreshing
                          ? t`carregando`
                          : t`desconhecido`}
                    </span>
                  </>
                ) : (
                  <bdi className={styles.amount}>{formattedBalance}</bdi>
                )}
                {onRefreshBalance ? (
                  <button
                    type="button"
                    className={styles.refreshButton}
                    aria-label={balanceFailure ? t`Tentar carregar o saldo novamente` : t`Atualizar saldo`}
                    aria-busy={balanceRefreshing || undefined}
                    disabled={balanceRefreshing}
                    onClick={onRefreshBalance}
                  >
                    <span className={balanceRefreshing ? styles.refreshing : undefined}>
                      <Icon name="refresh" size="inline" />
                    </span>
                  </button>
                ) : null}
              </span>
              {memberFailure && onRetryMember ? (
                <button
                  type="button"
                  className={`${styles.iconButton} ${styles.memberFailed}`}
                  title={i18n._(gatewayErrorMessage(memberFailure))}
                  onClick={onRetryMember}
                >
                  <Icon name="warning" size="small" />
                  <span className={visuallyHidden}>
                    {t`Não foi possível carregar os dados da conta.`}{' '}
                    {i18n._(gatewayErrorMessage(memberFailure))} {t`Tentar novamente`}
                  </span>
                </button>
              ) : null}
              <div ref={memberAreaRef} className={styles.memberArea}>
                <button
                  ref={triggerRef}
                  type="button"
                  className={styles.memberTrigger}
                  aria-expanded={showPanel}
                  aria-controls={showPanel ? panelId : undefined}
                  onClick={() => onMemberMenuOpenChange?.(!showPanel)}
                >
                  <MemberAvatar src={member.avatarUrl} />
                  <span className={styles.nickname} dir="auto">
                    {member.nickname}
                  </span>
                  {member.unreadMessages ? (
                    <>
                      <span className={visuallyHidden}>
                        {', '}
                        <Plural
                          value={member.unreadMessages}
                          one="# mensagem não lida"
                          other="# mensagens não lidas"
                        />
                      </span>
                      <span className={styles.memberBadge} aria-hidden="true">
                        {member.unreadMessages > 99 ? '99+' : member.unreadMessages}
                      </span>
                    </>
                  ) : null}
                  {member.isTrial ? (
                    <span className={styles.trialBadge}>
                      <Trans>Teste</Trans>
                    </span>
                  ) : null}
                  <span className={styles.chevron}>
                    <Icon name="chevronDown" size="inline" />
                  </span>
                </button>
                {showPanel ? (
                  <div id={panelId} className={styles.popover}>
                    {memberMenu}
                  </div>
                ) : null}
              </div>
            </>
          ) : (
            <span className={styles.authGroup}>
              <button type="button" className={styles.loginButton} onClick={onLogin}>
                <Trans>Entrar</Trans>
              </button>
              <button type="button" className={styles.registerButton} onClick={onRegister}>
                <Trans>Cadastrar</Trans>
              </button>
            </span>
          )}
        </div>
      </div>
      {nav ? (
        <div className={styles.navRow} data-shell-nav="">
          {nav}
        </div>
      ) : null}
    </header>
  );
}
