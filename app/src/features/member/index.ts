export { MemberCentre } from './MemberCentre.tsx';
