export { TabsBar, type TabsBarItem, type TabsBarProps, TabsPanel, type TabsPanelProps } from './TabsBar.tsx';
export { useDocumentDirection } from './useDocumentDirection.ts';
