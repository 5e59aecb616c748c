export { Button, type ButtonProps } from './Button/index.ts';
export { ICON_NAMES, Icon, type IconName, type IconProps } from './Icon/index.ts';
export type { LoadStatus } from './loadStatus.ts';
export { ProgressMeter, type ProgressMeterProps } from './ProgressMeter/index.ts';
export { Spinner, type SpinnerProps } from './Spinner/index.ts';
