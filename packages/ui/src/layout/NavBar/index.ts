export { NavBar, type NavBarItem, type NavBarProps } from './NavBar.tsx';
