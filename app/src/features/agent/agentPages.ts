import type { AgentMenuItem } from '@sorte/domain';
import type { ComponentType } from 'react';
import type { builtAgentPages } from '../../paths.ts';

export type BuiltAgentPage = (typeof builtAgentPages)[number];

/** Each built agent-centre page, a chunk of its own (`lazy(() => import(...))`), keyed by its §2 Agent menu item. */
export const agentPages: Record<BuiltAgentPage, ComponentType> = {};

/** The page of an agent menu item, or undefined while it is not built. */
export function agentPageOf(item: AgentMenuItem): ComponentType | undefined {
  return (agentPages as Partial<Record<AgentMenuItem, ComponentType>>)[item];
}
