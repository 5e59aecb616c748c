// The agent centre's pages, by area (app/src/features/agentCentre/<area>/); each area appends its export line.
export { agentTeamPages } from './team/index.ts';
