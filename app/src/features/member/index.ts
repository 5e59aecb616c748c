export { MemberCentre } from './MemberCentre.tsx';
export { memberPages } from './memberPages.ts';
