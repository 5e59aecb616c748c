import * as v from 'valibot';
import { listAnswer } from '../lenient.ts';
import { anyRecord, firstPresent, idKeys } from '../lenientFields.ts';
import { RegisterRequestSchema } from './account.ts';
import { AnnouncementSchema } from './content.ts';

// The agent centre's own calls beyond the menu's reports: agent announcements and registering a downline.

// ---- agentAnnouncements: GET /wps/agent/announcements (reading) --------------------------------------------

/**
 * The agent announcements (§2 agentAnnouncement): §3 Announcement items, read as the relay's PL list is, under
 * `PL`, `AG`, `announcements` or any list key.
 */
export const AgentAnnouncementsSchema = listAnswer(AnnouncementSchema, ['PL', 'AG', 'announcements']);

// ---- registerDownline: POST /wps/agent/register (reading) ----------------------------------------------------

/**
 * §6 Agent "manage a downline team": the agent registers a player under itself, with §3 Register user's fields
 * (the register settings decide which); no captcha (the agent is logged in), no session for the new account.
 */
export const RegisterDownlineRequestSchema = v.omit(RegisterRequestSchema, ['captcha', 'captchaKey']);
export type RegisterDownlineRequest = v.InferInput<typeof RegisterDownlineRequestSchema>;

export interface RegisteredDownline {
  /** The new account's username. */
  account: string;
  id?: string;
}

/** `{ account | username, id | memberId? }`, possibly under `data`; the request's username stands in when absent. */
export const RegisteredDownlineSchema = v.pipe(
  anyRecord,
  v.transform((raw): Partial<RegisteredDownline> => {
    const outer = (typeof raw.data === 'object' && raw.data !== null ? raw.data : raw) as Record<
      string,
      unknown
    >;
    const account = outer.account ?? outer.username;
    const id = firstPresent(outer, idKeys('member'));
    return {
      ...(typeof account === 'string' && account !== '' ? { account } : {}),
      ...(typeof id === 'string' || typeof id === 'number' ? { id: String(id) } : {}),
    };
  }),
);
