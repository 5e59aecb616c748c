export { ICON_NAMES, Icon, type IconName, type IconProps } from './Icon.tsx';
