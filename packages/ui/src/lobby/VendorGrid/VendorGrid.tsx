import { useLingui } from '@lingui/react/macro';
import type { VendorCardModel } from '@sorte/domain';
import type { ReactNode } from 'react';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { type FailureKind, GridNotice } from '../GridNotice/index.ts';
import * as gridStyles from '../grid.css.ts';
import { VendorCard, type VendorCardEvents } from '../VendorCard/index.ts';
import * as styles from './VendorGrid.css.ts';

export interface VendorGridProps extends VendorCardEvents {
  status: LoadStatus;
  /** The domain's `vendorCard` models. */
  vendors: readonly VendorCardModel[];
  /** Names the list for screen readers. */
  label: string;
  skeletonCount?: number;
  emptyMessage?: ReactNode;
  /** How the load failed (status 'error'): its spec §8 text is shown. */
  failure?: FailureKind;
  onRetry?: () => void;
}

/** Vendor cards in the lobby's responsive grid, with loading, empty and error states. */
export function VendorGrid({
  status,
  vendors,
  label,
  skeletonCount = 6,
  emptyMessage,
  failure,
  onRetry,
  onOpen,
  onPlay,
}: VendorGridProps) {
  const { t } = useLingui();
  if (status === 'error') {
    return (
      <GridNotice
        kind="error"
        message={t`Não foi possível carregar os fornecedores.`}
        failure={failure}
        onRetry={onRetry}
      />
    );
  }
  if (status === 'ready' && vendors.length === 0) {
    return <GridNotice kind="empty" message={emptyMessage ?? t`Nenhum fornecedor disponível.`} />;
  }
  const loading = status === 'loading';
  return (
    <div className={gridStyles.gridContainer} aria-busy={loading || undefined}>
      {loading ? (
        <span className={visuallyHidden} role="status">
          {t`Carregando fornecedores…`}
        </span>
      ) : null}
      <ul
        className={gridStyles.grid}
        aria-label={loading ? undefined : label}
        aria-hidden={loading || undefined}
      >
        {loading
          ? Array.from({ length: skeletonCount }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index} className={gridStyles.gridItem}>
                <div className={styles.skeleton}>
                  <div className={styles.skeletonMedia} />
                  <div className={styles.skeletonName} />
                  <div className={styles.skeletonButton} />
                </div>
              </li>
            ))
          : vendors.map((vendor) => (
              <li key={vendor.vassalage} className={gridStyles.gridItem}>
                <VendorCard vendor={vendor} onOpen={onOpen} onPlay={onPlay} />
              </li>
            ))}
      </ul>
    </div>
  );
}
