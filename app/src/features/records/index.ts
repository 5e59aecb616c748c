// The member centre's record pages, each a chunk of its own (they share the records' table and filters).
export const recordPages = {
  personalHistoryCopy: () =>
    import('./BetRecordPage.tsx').then((module) => ({ default: module.BetRecordPage })),
  transactionHistory: () =>
    import('./TransactionRecordPage.tsx').then((module) => ({ default: module.TransactionRecordPage })),
  personalProfit: () =>
    import('./ProfitRecordPage.tsx').then((module) => ({ default: module.ProfitRecordPage })),
  bonusDetails: () => import('./BonusRecordPage.tsx').then((module) => ({ default: module.BonusRecordPage })),
  manualRebate: () => import('./RebatePage.tsx').then((module) => ({ default: module.RebatePage })),
};
