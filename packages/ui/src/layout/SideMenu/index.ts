export { SIDE_MENU_PROMOTION_LIMIT, SideMenu, type SideMenuProps } from './SideMenu.tsx';
