export { type ActiveSessionEntry, ActiveSessions, type ActiveSessionsProps } from './ActiveSessions.tsx';
export { LoginHistory, type LoginHistoryEntry, type LoginHistoryProps } from './LoginHistory.tsx';
export { PersonalData, type PersonalDataFacts, type PersonalDataProps } from './PersonalData.tsx';
