import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button/index.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import * as page from '../areaPage.css.ts';
import { type PromotionItem, PromotionList } from '../PromotionList/index.ts';
import * as styles from './RedEnvelopePage.css.ts';

export interface RedEnvelopePageProps {
  /** The red envelopes among the public promotions (the domain's `redEnvelopes`). */
  envelopes: readonly PromotionItem[];
  status: LoadStatus;
  failure?: FailureKind;
  onRetry?: () => void;
  /** A visitor: opening an envelope needs a session, so the page offers the login first. */
  needsLogin: boolean;
  onLogin: () => void;
  /** The envelope whose details are open, and its toggle. */
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** The envelope's action (Claim opens it: §7 MCS2_claimRafflePromotion). */
  onAction: (envelope: PromotionItem, action: 'join' | 'claim') => void;
  /** The envelope whose claim is under way. */
  pendingId?: string | number | null;
}

/** §2 Red Envelope: the red-envelope promotions, each opened (claimed) by a logged-in player. */
export function RedEnvelopePage({
  envelopes,
  status,
  failure,
  onRetry,
  needsLogin,
  onLogin,
  selectedId,
  onSelect,
  onAction,
  pendingId,
}: RedEnvelopePageProps) {
  const { t } = useLingui();
  return (
    <div className={page.root}>
      <div className={page.header}>
        <h1 className={page.title}>
          <Trans>Envelope vermelho</Trans>
        </h1>
        <p className={page.intro}>
          <Trans>Abra seu envelope vermelho e descubra o prêmio.</Trans>
        </p>
      </div>
      {needsLogin ? (
        <div className={styles.loginPrompt}>
          <p className={styles.loginText}>
            <Trans>Entre na sua conta para abrir os envelopes.</Trans>
          </p>
          <Button onClick={onLogin}>
            <Trans>Entrar</Trans>
          </Button>
        </div>
      ) : null}
      {status === 'loading' ? (
        <p className={page.loading} role="status">
          <Spinner size="small" /> <Trans>Carregando envelopes…</Trans>
        </p>
      ) : status === 'error' ? (
        <GridNotice
          kind="error"
          message={t`Não foi possível carregar os envelopes.`}
          failure={failure}
          onRetry={onRetry}
        />
      ) : envelopes.length === 0 ? (
        <GridNotice kind="empty" message={t`Nenhum envelope vermelho no momento.`} />
      ) : (
        <PromotionList
          promotions={envelopes}
          selectedId={selectedId}
          onSelect={onSelect}
          onAction={onAction}
          pendingId={pendingId ?? null}
        />
      )}
    </div>
  );
}
