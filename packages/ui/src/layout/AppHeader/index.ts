export { AppHeader, type AppHeaderMember, type AppHeaderProps } from './AppHeader.tsx';
