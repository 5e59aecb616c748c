export { type AvatarOption, AvatarPicker, type AvatarPickerProps } from './AvatarPicker.tsx';
