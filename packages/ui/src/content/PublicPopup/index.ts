export { PublicPopup, type PublicPopupProps } from './PublicPopup.tsx';
