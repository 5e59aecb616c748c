export {
  type RenderShellLink,
  renderPlainLink,
  ShellItemBadge,
  ShellItemIcon,
  ShellLink,
  type ShellLinkComponentProps,
  type ShellLinkItem,
  type ShellLinkProps,
  ShellSocialLinks,
} from './ShellLink.tsx';
