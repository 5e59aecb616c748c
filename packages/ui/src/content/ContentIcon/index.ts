export { ContentIcon, type ContentIconName, type ContentIconProps } from './ContentIcon.tsx';
