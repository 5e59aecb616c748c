export { MemberAvatar, type MemberAvatarProps } from './MemberAvatar.tsx';
