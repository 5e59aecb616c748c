import { classifyLink, type LinkPolicy } from '@sorte/domain';
import type { PermissionInfo } from '@sorte/gateway';
import type { IconName, ShellLinkItem } from '@sorte/ui';

const ICONS: Record<string, IconName> = {
  telegram: 'send',
  instagram: 'camera',
  facebook: 'thumbsUp',
  whatsapp: 'message',
  youtube: 'playBox',
};

/**
 * The official social channels from permission info (resources of type SOCIAL). A link is kept only when the
 * links policy allows it (https, host on the allowlist): the gateway's data never opens an arbitrary site.
 */
export function socialLinksFrom(permission: PermissionInfo | null, policy: LinkPolicy): ShellLinkItem[] {
  const links: ShellLinkItem[] = [];
  for (const resource of permission?.resources ?? []) {
    if (String(resource.resourceType ?? '').toUpperCase() !== 'SOCIAL') continue;
    const label = resource.labelNameEn?.trim();
    const target = classifyLink(resource.url, policy);
    if (!label || target.kind !== 'external') continue;
    const id = label.toLowerCase();
    if (links.some((link) => link.id === id)) continue;
    links.push({ id, label, href: target.url, icon: ICONS[id] ?? 'globe', external: true });
  }
  return links;
}
