import { useLingui } from '@lingui/react/macro';
import { type MoneyEvent, moneyEventTitles } from '@sorte/domain';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/Icon/index.ts';
import { useReducedMotion } from '../../content/useReducedMotion.ts';
import * as styles from './MoneyToastRegion.css.ts';

/** One live money event on screen; `id` tells toasts apart (an event can repeat for the same transaction). */
export interface MoneyToast {
  id: string;
  event: MoneyEvent;
}

export interface MoneyToastRegionProps {
  /** Newest last. */
  toasts: readonly MoneyToast[];
  formatAmount: (amount: number) => string;
  /** The player closed a toast, or its time ran out. */
  onDismiss: (id: string) => void;
  /** How long a toast stays, in ms, while the pointer and focus are elsewhere; 0 keeps toasts until closed. */
  autoDismissMs?: number;
  /** Forces still (true) or sliding (false) toasts; follows prefers-reduced-motion when absent. */
  reducedMotion?: boolean;
}

const GOOD_NEWS = new Set<MoneyEvent['kind']>(['depositCredited', 'withdrawalApproved']);

/**
 * Spec §4 Notification types as toasts (title, amount, a rejection's reason; never the balance an event claims: the
 * header shows the balance read again from the gateway): a polite live region that is on the page before any toast arrives, so
 * each new one is read out; closable; closing by itself after `autoDismissMs`, paused while hovered or focused.
 */
export function MoneyToastRegion({
  toasts,
  formatAmount,
  onDismiss,
  autoDismissMs = 8000,
  reducedMotion,
}: MoneyToastRegionProps) {
  const { t } = useLingui();
  const still = useReducedMotion(reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  return (
    <section
      className={styles.region}
      aria-label={t`Notificações`}
      data-motion={still ? 'none' : 'slide'}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div role="status" aria-live="polite" className={styles.list}>
        {toasts.map((toast) => (
          <Toast
            key={toast.id}
            toast={toast}
            formatAmount={formatAmount}
            onDismiss={onDismiss}
            autoDismissMs={autoDismissMs}
            paused={paused}
          />
        ))}
      </div>
    </section>
  );
}

function Toast({
  toast,
  formatAmount,
  onDismiss,
  autoDismissMs,
  paused,
}: {
  toast: MoneyToast;
  formatAmount: (amount: number) => string;
  onDismiss: (id: string) => void;
  autoDismissMs: number;
  paused: boolean;
}) {
  const { t, i18n } = useLingui();
  const { id, event } = toast;
  const good = GOOD_NEWS.has(event.kind);

  // The latest handler, so a parent that re-renders with a new function does not restart the toast's time.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    if (paused || autoDismissMs <= 0) return;
    const timer = setTimeout(() => dismiss.current(id), autoDismissMs);
    return () => clearTimeout(timer);
  }, [paused, autoDismissMs, id]);

  const title = i18n._(moneyEventTitles[event.kind]);
  return (
    <div className={`${styles.toast} ${good ? styles.tone.good : styles.tone.bad}`}>
      <span className={good ? styles.icon.good : styles.icon.bad}>
        <Icon name={good ? 'check' : 'warning'} />
      </span>
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        <p className={styles.amount}>{formatAmount(event.amount)}</p>
        {event.reason ? <p className={styles.detail}>{t`Motivo: ${event.reason}`}</p> : null}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={t`Fechar notificação: ${title}`}
        onClick={() => onDismiss(id)}
      >
        <Icon name="close" size="small" />
      </button>
    </div>
  );
}
