export { balanceQuery, sessionKeys } from './api.ts';
export { LoginRiskWarning } from './LoginRiskWarning.tsx';
export { clearSession, completeLogin, type LoginOutcome, loadMember, logout } from './sessionActions.ts';
export { useMemberArea } from './useMemberArea.ts';
export { WarningHost } from './WarningHost.tsx';
