export { AgentClock, type AgentClockProps } from './AgentClock.tsx';
