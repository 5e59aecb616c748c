export { accountCallsAtom } from './accountGateway.ts';
export { chosenMemberIcon, memberIconQuery } from './memberIcon.ts';
export { registerSettingsQuery } from './registerSettings.ts';
export { useNoLoginSms, useSmsSender } from './useSmsSender.ts';
