import type { WhiteLabelSwitch } from '../constants.ts';

/** A node of the white-label module tree (§3 Permission info), structurally. */
export interface WhiteLabelNode {
  modId: string;
  enabled: boolean | number | string | null | undefined;
  childrenNodes?: readonly WhiteLabelNode[] | null;
}

/** The gateway may send the root node or the list of top-level nodes. */
export type WhiteLabelTree = WhiteLabelNode | readonly WhiteLabelNode[] | null | undefined;

const ENABLED_TEXTS = new Set(['1', 'true', 'y']);

/** `enabled` is on for true, 1, '1', 'true' and 'Y' (strings in any case, spaces ignored). */
export function isEnabledFlag(enabled: WhiteLabelNode['enabled']): boolean {
  if (enabled === true || enabled === 1) return true;
  return typeof enabled === 'string' && ENABLED_TEXTS.has(enabled.trim().toLowerCase());
}

/** The modIds of every enabled node whose ancestors are all enabled (a disabled node switches off its subtree). */
export function enabledModules(tree: WhiteLabelTree): ReadonlySet<string> {
  const enabled = new Set<string>();
  const seen = new Set<WhiteLabelNode>();
  const stack: WhiteLabelNode[] =
    tree == null ? [] : Array.isArray(tree) ? [...tree] : [tree as WhiteLabelNode];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node == null || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    if (!isEnabledFlag(node.enabled)) continue;
    if (typeof node.modId === 'string') enabled.add(node.modId);
    if (Array.isArray(node.childrenNodes)) for (const child of node.childrenNodes) stack.push(child);
  }
  return enabled;
}

/** §6 White-label switches: whether a switch is on in the set from {@link enabledModules}. */
export function isSwitchOn(modules: ReadonlySet<string>, name: WhiteLabelSwitch): boolean {
  return modules.has(name);
}
