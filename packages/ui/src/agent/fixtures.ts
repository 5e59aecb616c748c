import { downlineRegisterLayout } from '@sorte/domain';
import { agentAnnouncementFixtures, registerSettingsFixture } from '@sorte/mocks/fixtures';
import type { AgentAnnouncement } from './AgentAnnouncementList/index.ts';

/** The agent announcements the simulated gateway serves (stories show the same ones). */
export const agentAnnouncements: AgentAnnouncement[] = agentAnnouncementFixtures().map((item) => ({
  id: item.id,
  title: item.title,
  content: item.content,
  timestamp: item.timestamp,
}));

/** Enough announcements for two pages of 9. */
export const manyAgentAnnouncements: AgentAnnouncement[] = Array.from({ length: 12 }, (_, index) => {
  const base = agentAnnouncements[index % agentAnnouncements.length]!;
  return { ...base, id: `${base.id}-${index}`, title: `${base.title} (${index + 1})` };
});

/** The downline form's fields under the simulated gateway's register settings. */
export const downlineFields = downlineRegisterLayout(registerSettingsFixture()).fields;
