export { MemberMenu, type MemberMenuItem, type MemberMenuProps } from './MemberMenu.tsx';
