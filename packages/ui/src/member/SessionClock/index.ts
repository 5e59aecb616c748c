export { SessionClock, type SessionClockProps, signedAmount, toneOf } from './SessionClock.tsx';
