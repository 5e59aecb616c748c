// The agent centre's components (spec §2 Agent menu, §3 Contract, §4 Contracts): `@sorte/ui/agent`, loaded with the
// agent centre's chunks only. Each area appends its own export line.
export * from './contracts/index.ts';
