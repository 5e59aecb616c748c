import { useLingui } from '@lingui/react/macro';
import { REPORT_SCOPES, type ReportScope, reportScopeMessages } from '@sorte/domain';
import type { ReactNode } from 'react';
import { TabsBar } from '../../forms/index.ts';

export interface ReportScopeTabsProps {
  value: ReportScope;
  onChange: (scope: ReportScope) => void;
  /** The report of the chosen scope (its filters, totals and table). */
  children: ReactNode;
}

/** A report split into the team's figures (everyone below the agent) and the agent's own: one tab each. */
export function ReportScopeTabs({ value, onChange, children }: ReportScopeTabsProps) {
  const { t, i18n } = useLingui();
  return (
    <TabsBar
      value={value}
      onValueChange={onChange}
      label={t`Mostrar os números de`}
      items={REPORT_SCOPES.map((scope) => ({ value: scope, label: i18n._(reportScopeMessages[scope]) }))}
    >
      <TabsBar.Panel value={value}>{children}</TabsBar.Panel>
    </TabsBar>
  );
}
