export { AgentLayout, type AgentLayoutProps } from './AgentLayout/index.ts';
export { AppHeader, type AppHeaderMember, type AppHeaderProps } from './AppHeader/index.ts';
export { BrandLogo, type BrandLogoProps } from './BrandLogo/index.ts';
export { DemoModeMarker } from './DemoModeMarker/index.ts';
export { Footer, type FooterProps, type FooterVendor } from './Footer/index.ts';
export { InstallAppAction, type InstallAppActionProps, type InstallOffer } from './InstallAppAction/index.ts';
export { type LanguageOption, LanguageSelect, type LanguageSelectProps } from './LanguageSelect/index.ts';
export { MemberAvatar, type MemberAvatarProps } from './MemberAvatar/index.ts';
export { MemberMenu, type MemberMenuItem, type MemberMenuProps } from './MemberMenu/index.ts';
export { NavBar, type NavBarItem, type NavBarProps } from './NavBar/index.ts';
export { NormalLayout, type NormalLayoutProps } from './NormalLayout/index.ts';
export { OfflineBanner, type OfflineBannerProps } from './OfflineBanner/index.ts';
export { PageLoader, type PageLoaderProps } from './PageLoader/index.ts';
export { RightBar, type RightBarProps } from './RightBar/index.ts';
export {
  type RenderShellLink,
  ShellLink,
  type ShellLinkItem,
  type ShellLinkProps,
} from './ShellLink/index.ts';
export { SIDE_MENU_PROMOTION_LIMIT, SideMenu, type SideMenuProps } from './SideMenu/index.ts';
export {
  type ThemePreference,
  ThemeToggle,
  type ThemeToggleProps,
  themePreferences,
} from './ThemeToggle/index.ts';
export { UpdateNotice, type UpdateNoticeProps } from './UpdateNotice/index.ts';
