export { accountCallsAtom } from './accountGateway.ts';
export { useSmsSender } from './useSmsSender.ts';
