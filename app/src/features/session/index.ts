export { clearSession, completeLogin, type LoginOutcome, loadMember, logout } from './sessionActions.ts';
export { WarningHost } from './WarningHost.tsx';
