import type { ReactNode } from 'react';
import { TabsBar } from '../../forms/index.ts';

export interface AccountTab<Value extends string> {
  value: Value;
  label: string;
  /** What the tab shows. */
  panel: ReactNode;
}

export interface AccountTabsProps<Value extends string> {
  /** Names the tab row for screen readers ('Forma de entrar'…). */
  label: string;
  value: Value;
  onValueChange: (value: Value) => void;
  /** The enabled ways: the row of tabs shows with two or more, one alone shows just its panel. */
  tabs: readonly AccountTab<Value>[];
}

/** The ways of an account form (username or mobile, e-mail or mobile): tabs when there is a choice. */
export function AccountTabs<Value extends string>({
  label,
  value,
  onValueChange,
  tabs,
}: AccountTabsProps<Value>) {
  if (tabs.length < 2) return (tabs.find((tab) => tab.value === value) ?? tabs[0])?.panel ?? null;
  return (
    <TabsBar
      label={label}
      value={value}
      onValueChange={onValueChange}
      items={tabs.map((tab) => ({ value: tab.value, label: tab.label }))}
    >
      {tabs.map((tab) => (
        <TabsBar.Panel key={tab.value} value={tab.value}>
          {tab.panel}
        </TabsBar.Panel>
      ))}
    </TabsBar>
  );
}
