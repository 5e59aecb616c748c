export { LayoutIcon, type LayoutIconName, type LayoutIconProps, layoutIconNames } from './LayoutIcon.tsx';
