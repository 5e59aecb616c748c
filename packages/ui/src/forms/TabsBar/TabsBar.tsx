import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import * as styles from './TabsBar.css.ts';
import { useDocumentDirection } from './useDocumentDirection.ts';

export interface TabsBarItem<Value extends string = string> {
  value: Value;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsBarProps<Value extends string = string> {
  value: Value;
  onValueChange: (value: Value) => void;
  items: readonly TabsBarItem<Value>[];
  /** Names the tab row for screen readers. */
  label: string;
  /** One `TabsBar.Panel` per item; only the selected one is rendered. */
  children?: ReactNode;
  /** Tabs that do not fit go to a second row instead of scrolling out of sight (few tabs with long labels). */
  wrap?: boolean;
}

function TabsBarRoot<Value extends string>({
  value,
  onValueChange,
  items,
  label,
  children,
  wrap = false,
}: TabsBarProps<Value>) {
  const dir = useDocumentDirection();
  return (
    <Tabs.Root
      className={styles.root}
      value={value}
      onValueChange={(next) => onValueChange(next as Value)}
      dir={dir}
    >
      <Tabs.List className={wrap ? `${styles.list} ${styles.wrapping}` : styles.list} aria-label={label}>
        {items.map((item) => (
          <Tabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger}
          >
            {item.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {children}
    </Tabs.Root>
  );
}

export interface TabsPanelProps {
  value: string;
  children: ReactNode;
}

export function TabsPanel({ value, children }: TabsPanelProps) {
  return (
    <Tabs.Content value={value} className={styles.panel}>
      {children}
    </Tabs.Content>
  );
}

/** A controlled row of tabs (Radix Tabs): the parent owns `value`; arrow keys move between tabs. */
export const TabsBar = Object.assign(TabsBarRoot, { Panel: TabsPanel });
