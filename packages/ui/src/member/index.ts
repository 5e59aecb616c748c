export {
  type ActiveSessionEntry,
  ActiveSessions,
  type ActiveSessionsProps,
  LoginHistory,
  type LoginHistoryEntry,
  type LoginHistoryProps,
  PersonalData,
  type PersonalDataFacts,
  type PersonalDataProps,
} from './AccountSecurity/index.ts';
export { type AvatarOption, AvatarPicker, type AvatarPickerProps } from './AvatarPicker/index.ts';
export { type InvitedFriendItem, InvitedFriends, type InvitedFriendsProps } from './InvitedFriends/index.ts';
export {
  type LimitItem,
  type LimitKey,
  LimitsCentre,
  type LimitsCentreProps,
  limitKey,
} from './LimitsCentre/index.ts';
export {
  MemberCentreLayout,
  type MemberCentreLayoutProps,
  type MemberCentreSummary,
} from './MemberCentreLayout/index.ts';
export { MEMBER_CENTRE_ITEM_ICONS, MEMBER_CENTRE_ITEM_LABELS } from './memberCentreItems.ts';
export { type PauseInForce, PausesPanel, type PausesPanelProps } from './PausesPanel/index.ts';
export {
  type RealityCheckChoice,
  RealityCheckDialog,
  type RealityCheckDialogProps,
} from './RealityCheckDialog/index.ts';
export {
  REALITY_CHECK_CHOICES,
  RealityCheckSetting,
  type RealityCheckSettingProps,
} from './RealityCheckSetting/index.ts';
export { ReferralPanel, type ReferralPanelProps } from './ReferralPanel/index.ts';
export {
  SecurityCentre,
  type SecurityCentreProps,
  type WithdrawPasswordValues,
} from './SecurityCentre/index.ts';
export { SelfExcludedPage, type SelfExcludedPageProps } from './SelfExcludedPage/index.ts';
export { SessionClock, type SessionClockProps } from './SessionClock/index.ts';
export {
  type TwoStepMethodName,
  TwoStepSection,
  type TwoStepSectionProps,
  type TwoStepView,
} from './TwoStepSection/index.ts';
export { VipLevelCard, type VipLevelCardProps } from './VipLevelCard/index.ts';
export {
  type VipLevelItem,
  VipProgress,
  type VipProgressData,
  type VipProgressProps,
  type VipRequirementItem,
} from './VipProgress/index.ts';
