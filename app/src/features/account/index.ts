export { accountCallsAtom } from './accountGateway.ts';
export { chosenMemberIcon, memberIconQuery } from './memberIcon.ts';
export { useNoLoginSms, useSmsSender } from './useSmsSender.ts';
