export {
  accountCallsAtom,
  chosenMemberIcon,
  memberIconQuery,
  registerSettingsQuery,
  setMemberIcon,
} from './api.ts';
export { useNoLoginSms, useSmsSender } from './useSmsSender.ts';
