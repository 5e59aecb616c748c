// The agent centre's pages (issue 14), each a chunk of its own: other features reach them through these loaders.
export const agentCentrePageLoaders = {
  contracts: () =>
    import('./contracts/ContractsPage.tsx').then((module) => ({ default: module.ContractsPage })),
};
