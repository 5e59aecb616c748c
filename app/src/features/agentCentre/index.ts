// The agent centre's areas (issue 14), each appending its own export line.
export { agentReportPages } from './reports/index.ts';
