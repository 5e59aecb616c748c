import { Trans, useLingui } from '@lingui/react/macro';
import { CopyField } from '../../cashier/CopyField/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import { skeleton } from '../../lottery/skeleton.css.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './ReferralPanel.css.ts';

export interface ReferralPanelProps {
  status: LoadStatus;
  failure?: FailureKind;
  onRetry: () => void;
  referralCode: string;
  /** The link friends register with (§2 /register?referralCode=…). */
  referralLink: string;
  invitedCount: number;
  /** The link's QR code (§9 size 800, margin 20, correction M) as an image URL; null while it is drawn. */
  qrImageUrl: string | null;
  /** Which value was just copied (says copy_success beside it). */
  copied: 'code' | 'link' | null;
  onCopy: (what: 'code' | 'link') => void;
  /** The device has a share sheet (navigator.share): the Share button shows. */
  canShare: boolean;
  onShare: () => void;
}

/** Member centre referral: the code and link to copy or share, the link's QR code, and how many friends joined. */
export function ReferralPanel({
  status,
  failure,
  onRetry,
  referralCode,
  referralLink,
  invitedCount,
  qrImageUrl,
  copied,
  onCopy,
  canShare,
  onShare,
}: ReferralPanelProps) {
  const { t, i18n } = useLingui();
  if (status === 'loading') {
    return (
      <div className={styles.root}>
        <p className={visuallyHidden} role="status">
          {t`Carregando seu convite`}
        </p>
        <div className={styles.layout} aria-hidden="true">
          <div className={styles.fields}>
            <span className={skeleton} style={{ display: 'block', blockSize: '3rem' }} />
            <span className={skeleton} style={{ display: 'block', blockSize: '3rem' }} />
          </div>
          <span className={`${skeleton} ${styles.qrPlaceholder}`} />
        </div>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <GridNotice
        kind="error"
        message={t`Não foi possível carregar seu convite.`}
        failure={failure}
        onRetry={onRetry}
      />
    );
  }
  const count = i18n.number(invitedCount);
  return (
    <div className={styles.root}>
      <p className={styles.intro}>
        <Trans>
          Convide amigos com o seu código ou link: eles se cadastram por ele e ficam ligados à sua conta.
        </Trans>
      </p>
      <div className={styles.layout}>
        <div className={styles.fields}>
          <CopyField
            label={t`Código de convite`}
            value={referralCode}
            monospace
            onCopy={() => onCopy('code')}
            copied={copied === 'code'}
          />
          <CopyField
            label={t`Link de convite`}
            value={referralLink}
            onCopy={() => onCopy('link')}
            copied={copied === 'link'}
          />
          {canShare ? (
            <div className={styles.actions}>
              <Button onClick={onShare}>
                <Icon name="share" size="inline" />
                {t`Compartilhar link`}
              </Button>
            </div>
          ) : null}
          <p className={styles.invited}>
            <span>{t`Amigos convidados`}</span>
            <span className={styles.invitedCount}>
              <bdi>{count}</bdi>
            </span>
          </p>
        </div>
        <figure className={styles.qr}>
          {qrImageUrl ? (
            <img
              className={styles.qrImage}
              src={qrImageUrl}
              alt={t`QR code do link de convite`}
              width={200}
              height={200}
            />
          ) : (
            <span className={styles.qrPlaceholder} />
          )}
          <figcaption>{t`Aponte a câmera para se cadastrar`}</figcaption>
        </figure>
      </div>
    </div>
  );
}
