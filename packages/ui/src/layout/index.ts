export { BrandLogo, type BrandLogoProps } from './BrandLogo/index.ts';
export { LanguageSelect, type LanguageOption, type LanguageSelectProps } from './LanguageSelect/index.ts';
export { LayoutIcon, type LayoutIconName, type LayoutIconProps, layoutIconNames } from './LayoutIcon/index.ts';
export { MemberAvatar, type MemberAvatarProps } from './MemberAvatar/index.ts';
export {
  type RenderShellLink,
  ShellLink,
  type ShellLinkItem,
  type ShellLinkProps,
} from './ShellLink/index.ts';
export { type ThemePreference, ThemeToggle, type ThemeToggleProps, themePreferences } from './ThemeToggle/index.ts';
