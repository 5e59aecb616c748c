// The agent centre's pages, by area (app/src/features/agentCentre/<area>/); each area appends its export line.

// The agent centre's areas (issue 14), each appending its own export line.
export { agentReportPages } from './reports/index.ts';
export { agentTeamPages } from './team/index.ts';
