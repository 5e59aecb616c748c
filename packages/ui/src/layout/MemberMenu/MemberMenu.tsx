import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactElement } from 'react';
import { Icon, type IconName } from '../../components/Icon/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { MemberAvatar } from '../MemberAvatar/index.ts';
import { type RenderShellLink, ShellItemBadge, ShellItemIcon, ShellLink } from '../ShellLink/index.ts';
import * as styles from './MemberMenu.css.ts';

/** An entry of the member dropdown: a link when it has `href`, otherwise an action reported by `onSelect`. */
export interface MemberMenuItem {
  id: string;
  /** Already translated by the app. */
  label: string;
  href?: string;
  icon?: IconName | ReactElement;
  badge?: number | string;
}

export interface MemberMenuProps {
  /** Lets the header's trigger point at this panel with aria-controls. */
  id?: string;
  nickname: string;
  account: string;
  userId: string;
  avatarUrl?: string;
  isTrial?: boolean;
  /** Shown only when given (the club label type is AUTO), e.g. "VIP 3". */
  vipLevel?: string;
  /** Whatever the app passes: betting record, account record, personal loss, reward center, point mall, agent… */
  items: readonly MemberMenuItem[];
  activeId?: string;
  /** True for a moment after the user ID was copied: announces "Copiado" politely. */
  copied?: boolean;
  onCopyUserId: () => void;
  /** Called for every item, links included (so the app can close the menu); items without `href` act only through it. */
  onSelect?: (item: MemberMenuItem) => void;
  onLogout: () => void;
  logoutPending?: boolean;
  renderLink?: RenderShellLink;
}

/** The member dropdown's panel (spec §2 Member dropdown). The header owns the trigger and open state. */
export function MemberMenu({
  id,
  nickname,
  account,
  userId,
  avatarUrl,
  isTrial = false,
  vipLevel,
  items,
  activeId,
  copied = false,
  onCopyUserId,
  onSelect,
  onLogout,
  logoutPending = false,
  renderLink,
}: MemberMenuProps) {
  const { t } = useLingui();
  return (
    <div id={id} className={styles.root}>
      <div className={styles.summary}>
        <MemberAvatar src={avatarUrl} size="large" />
        <div className={styles.identity}>
          <span className={styles.nickname}>
            <span className={styles.nicknameText} dir="auto">
              {nickname}
            </span>
          </span>
          <span className={styles.account}>
            <bdi>{account}</bdi>
          </span>
          {vipLevel || isTrial ? (
            <span className={styles.chips}>
              {vipLevel ? (
                <span className={styles.vipChip}>
                  <Icon name="crown" size="inline" />
                  {vipLevel}
                </span>
              ) : null}
              {isTrial ? (
                <span className={styles.trialChip}>
                  <Trans>Conta de teste</Trans>
                </span>
              ) : null}
            </span>
          ) : null}
        </div>
        <div className={styles.idRow}>
          <span>
            <span className={styles.idLabel}>
              <Trans>ID de usuário</Trans>
            </span>{' '}
            <span className={styles.idValue} dir="ltr">
              {userId}
            </span>
          </span>
          <button type="button" className={styles.copyButton} onClick={onCopyUserId}>
            <Icon name="copy" size="inline" />
            <Trans>Copiar ID</Trans>
          </button>
          <span role="status" className={styles.copied}>
            {copied ? (
              <>
                <Icon name="check" size="inline" />
                <Trans>Copiado</Trans>
              </>
            ) : null}
          </span>
        </div>
      </div>

      {items.length > 0 ? (
        <ul className={styles.list} aria-label={t`Conta`}>
          {items.map((item) => {
            const content = (
              <>
                <span className={styles.rowIcon}>
                  <ShellItemIcon icon={item.icon} />
                </span>
                <span className={styles.rowLabel}>{item.label}</span>
                <span className={styles.rowEnd}>
                  <ShellItemBadge badge={item.badge} />
                  {item.href ? <Icon name="chevronForward" size="inline" /> : null}
                </span>
              </>
            );
            return (
              <li key={item.id}>
                {item.href ? (
                  <ShellLink
                    item={{ ...item, href: item.href }}
                    renderLink={renderLink}
                    className={styles.row}
                    current={item.id === activeId}
                    onClick={onSelect ? () => onSelect(item) : undefined}
                  >
                    {content}
                  </ShellLink>
                ) : (
                  <button type="button" className={styles.row} onClick={() => onSelect?.(item)}>
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}

      <div className={styles.footer}>
        <button
          type="button"
          className={styles.logout}
          onClick={onLogout}
          disabled={logoutPending}
          aria-busy={logoutPending || undefined}
        >
          <span className={styles.rowIcon}>
            {logoutPending ? <Spinner /> : <Icon name="logout" size="inline" />}
          </span>
          <span className={styles.rowLabel}>
            <Trans>Sair</Trans>
          </span>
        </button>
      </div>
    </div>
  );
}
