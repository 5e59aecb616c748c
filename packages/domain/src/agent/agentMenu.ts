import { CONTRACT_KINDS, type ContractKind } from './contracts.ts';

/** §2 Agent menu, in the spec's order. */
export const AGENT_MENU_ITEMS = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentMenuItem = (typeof AGENT_MENU_ITEMS)[number];

/** §3 Consolidated: the switches of the agent's dividend and salary contracts, each on or off. */
export interface AgentContractFlags {
  divtypereq: boolean;
  dailysalreqtype: boolean;
  contracthoursalreq: boolean;
  realtimesalreqtype: boolean;
}

/**
 * The menu items that stand only while their contract is enabled: the dividend records on `divtypereq` (§2), and
 * each salary report on its own §3 Consolidated flag (the reading of "only if enabled" for salaries).
 */
export const AGENT_MENU_ITEM_FLAGS = {
  agentDividendRecordCopy2: 'divtypereq',
  agentDailyWages2: 'dailysalreqtype',
  agentHourSalary: 'contracthoursalreq',
  agentRealtimeSalary: 'realtimesalreqtype',
} as const satisfies Partial<Record<AgentMenuItem, keyof AgentContractFlags>>;

/**
 * The agent centre's menu: the spec's items that are built (`built`, in any order; an item appears when its page
 * exists), in the spec's order, without the contract reports whose flag is off. While the flags load (`null`)
 * the flagged items stay out rather than flash in and vanish.
 */
export function agentMenu(
  built: readonly AgentMenuItem[],
  flags: AgentContractFlags | null,
): AgentMenuItem[] {
  return AGENT_MENU_ITEMS.filter((item) => built.includes(item) && isAgentMenuItemEnabled(item, flags));
}

/** Whether an item's contract flag (if it has one) is on. */
export function isAgentMenuItemEnabled(item: AgentMenuItem, flags: AgentContractFlags | null): boolean {
  const flag = (AGENT_MENU_ITEM_FLAGS as Partial<Record<AgentMenuItem, keyof AgentContractFlags>>)[item];
  return flag === undefined || flags?.[flag] === true;
}

/** §3 Consolidated: the flag that enables each contract kind. */
export const CONTRACT_KIND_FLAGS = {
  dividend: 'divtypereq',
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, keyof AgentContractFlags>;

/**
 * The contract kinds an agent may propose, in the spec's order: those whose flag is on. While the flags load
 * (`null`) every kind is offered; the gateway refuses a disabled one.
 */
export function allowedContractKinds(flags: AgentContractFlags | null | undefined): ContractKind[] {
  return CONTRACT_KINDS.filter((kind) => !flags || flags[CONTRACT_KIND_FLAGS[kind]]);
}
