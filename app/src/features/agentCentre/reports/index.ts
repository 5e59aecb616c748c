// The agent centre's reports (§2 Agent menu), each a chunk of its own; they share the records' list.
export const agentReportPages = {
  palStatementsAgentCopy: () =>
    import('./PalStatementsPage.tsx').then((module) => ({ default: module.PalStatementsPage })),
  agentRevenueReport: () =>
    import('./RevenueReportPage.tsx').then((module) => ({ default: module.RevenueReportPage })),
  agentDownlineTransactionDetailsCopy: () =>
    import('./DownlineTransactionsPage.tsx').then((module) => ({ default: module.DownlineTransactionsPage })),
  agentDividendRecordCopy2: () =>
    import('./SalaryRecordsPage.tsx').then((module) => ({ default: module.DividendRecordsPage })),
  agentDailyWages2: () =>
    import('./SalaryRecordsPage.tsx').then((module) => ({ default: module.DailyWagesPage })),
  agentHourSalary: () =>
    import('./SalaryRecordsPage.tsx').then((module) => ({ default: module.HourSalaryPage })),
  agentRealtimeSalary: () =>
    import('./RealtimeSalaryPage.tsx').then((module) => ({ default: module.RealtimeSalaryPage })),
};
