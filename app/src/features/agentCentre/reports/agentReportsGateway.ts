import { type AgentReportsCalls, agentReportsCalls, agentReportsEndpoints } from '@sorte/gateway';
import { atom } from 'jotai';
import { requiredGatewayAtom } from '../../../state/configAtoms.ts';

/** The agent reports' calls over the entry's gateway client; their schemas load with the report pages. */
export const agentReportsCallsAtom = atom<AgentReportsCalls>((get) =>
  agentReportsCalls(get(requiredGatewayAtom).withEndpoints(agentReportsEndpoints).call),
);

export const agentReportKeys = {
  list: (token: string | null, report: string, ...narrowing: readonly string[]) =>
    ['session', token, 'agentReports', report, ...narrowing] as const,
};
