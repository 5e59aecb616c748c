import { define } from './coreEndpoints.ts';
import {
  AgentAnnouncementsSchema,
  RegisterDownlineRequestSchema,
  RegisteredDownlineSchema,
} from './schemas/agentHome.ts';

// The agent centre's announcements and downline registration (spec §2 Agent menu agentAnnouncement, registerCenter),
// spread into `endpoints`. The spec names neither call: both paths are readings in the style of /wps/agent/affiliate.

export const agentHomeEndpoints = {
  agentAnnouncements: define({
    method: 'GET',
    path: '/wps/agent/announcements',
    auth: true,
    encrypted: false,
    retry: true,
    request: undefined,
    response: AgentAnnouncementsSchema,
  }),
  registerDownline: define({
    method: 'POST',
    path: '/wps/agent/register',
    auth: true,
    encrypted: true,
    retry: false,
    request: RegisterDownlineRequestSchema,
    response: RegisteredDownlineSchema,
  }),
};
