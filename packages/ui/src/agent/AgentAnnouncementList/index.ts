export {
  type AgentAnnouncement,
  AgentAnnouncementList,
  type AgentAnnouncementListProps,
} from './AgentAnnouncementList.tsx';
