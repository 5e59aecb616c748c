import { useLingui } from '@lingui/react/macro';
import { type LimitKind, type LimitRefusal, mandatoryLimitsMessage } from '@sorte/domain';
import { Icon } from '../../components/Icon/index.ts';
import { useLimitRefusalText } from '../../content/LimitRefusalText/index.ts';
import { type RenderShellLink, ShellLink } from '../../layout/ShellLink/index.ts';
import type { CashierMoneyProps } from '../money.ts';
import * as styles from './CashierLockNotice.css.ts';

/**
 * Why the cashier will not take a deposit: a limit (with what the gateway said of it), a verification not done, or
 * the limits a jurisdiction makes mandatory not yet set.
 */
export type CashierLockReason =
  | { kind: 'limit'; refusal: LimitRefusal }
  | { kind: 'verification' }
  | { kind: 'mandatoryLimits'; missing: readonly LimitKind[] };

export interface CashierLockNoticeProps extends CashierMoneyProps {
  reason: CashierLockReason;
  /**
   * `locked`: no deposit can go through now (shown in place of the form); `refused`: this deposit was refused (shown
   * above the form, which keeps what was typed).
   */
  mode: 'locked' | 'refused';
  /** The limits centre at the limit's kind; a limit's notice links there. */
  limitsHref?: string;
  renderLink?: RenderShellLink;
}

/**
 * Issue 26 items 2 and 6: why the cashier is locked or a deposit was refused, in words: which limit, its amount and
 * when it is available again, or the verification still pending; a limit links to the limits centre.
 */
export function CashierLockNotice({
  reason,
  mode,
  limitsHref,
  renderLink,
  ...money
}: CashierLockNoticeProps) {
  const { t, i18n } = useLingui();
  const refusalText = useLimitRefusalText(money);
  const title =
    mode === 'refused'
      ? t`Este depósito passa um limite seu`
      : reason.kind === 'verification'
        ? t`Depósitos bloqueados até a verificação da conta`
        : reason.kind === 'mandatoryLimits'
          ? t`Defina os seus limites para depositar`
          : t`Depósitos bloqueados por um limite seu`;
  const text =
    reason.kind === 'verification'
      ? t`A verificação da sua conta ainda está pendente. Assim que for concluída, os depósitos voltam a estar disponíveis.`
      : reason.kind === 'mandatoryLimits'
        ? i18n._(mandatoryLimitsMessage(reason.missing))
        : refusalText(reason.refusal);
  return (
    <div className={styles.root} role={mode === 'refused' ? 'alert' : 'status'} data-mode={mode}>
      <span className={styles.icon}>
        <Icon name={reason.kind === 'verification' ? 'info' : 'warning'} />
      </span>
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        <p className={styles.text}>{text}</p>
        {reason.kind !== 'verification' && limitsHref ? (
          <ShellLink
            item={{
              id: 'limits',
              label: reason.kind === 'mandatoryLimits' ? t`Definir os meus limites` : t`Ver os meus limites`,
              href: limitsHref,
            }}
            renderLink={renderLink}
            className={styles.link}
          />
        ) : null}
      </div>
    </div>
  );
}
