export { accountCallsAtom } from './accountGateway.ts';
export { useNoLoginSms, useSmsSender } from './useSmsSender.ts';
