export {
  accountCallsAtom,
  chosenMemberIcon,
  forgotPasswordByEmail,
  memberIconQuery,
  register,
  registerMobile,
  registerSettingsQuery,
  resetPasswordByPhone,
  sendRegisterSms,
  setMemberIcon,
} from './api.ts';
export { useNoLoginSms, useSmsSender } from './useSmsSender.ts';
