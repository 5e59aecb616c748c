import { useLingui } from '@lingui/react/macro';
import type { ContractKind, ContractSummary, MemberStatus } from '@sorte/domain';
import type { RecordFormats } from '../records/formats.ts';

/** The words for a downline's standing and its contracts, shared by the downline list and a downline's profile. */
export function useTeamLabels(formats: Pick<RecordFormats, 'percent'>) {
  const { t } = useLingui();
  const statusLabels: Record<MemberStatus, string> = {
    NORMAL: t`Normal`,
    FROZEN: t`Congelado`,
    LOCKED: t`Bloqueado`,
  };
  const contractLabels: Record<ContractKind, string> = {
    dividend: t`Dividendos`,
    daily: t`Salário diário`,
    hourly: t`Salário por hora`,
    realtime: t`Salário em tempo real`,
  };
  /** A contract as "Salário diário 0,8 %". */
  const contractText = ({ kind, rate }: ContractSummary) =>
    `${contractLabels[kind]} ${formats.percent(rate)}`;
  return { statusLabels, contractText };
}
