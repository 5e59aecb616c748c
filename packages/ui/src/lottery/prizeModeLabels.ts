import { useLingui } from '@lingui/react/macro';
import type { PrizeMode } from '@sorte/domain';

/** The translated tab label of each prize mode (spec §3). */
export function usePrizeModeLabels(): Record<PrizeMode, string> {
  const { t } = useLingui();
  return {
    LOTT: t`Loterias`,
    ZY: t`Sorte rápida`,
    ELOTT: t`E-Loteria`,
    SEA: t`Sudeste Asiático`,
  };
}
