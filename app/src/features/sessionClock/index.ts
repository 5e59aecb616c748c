// The session clock and the reality check (issue 26 items 3 and 4): the host mounts with the member area's lazy
// module (cashier/MoneyEventsHost.tsx), the setting with the limits centre.
export { RealityCheckPreference } from './RealityCheckPreference.tsx';
export { SessionHost } from './SessionHost.tsx';
