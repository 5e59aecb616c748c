export * from './components/index.ts';
export * from './content/index.ts';
export * from './forms/index.ts';
export * from './layout/index.ts';
export * from './lobby/index.ts';
export * from './lottery/index.ts';
export * from './modals/index.ts';
export * from './pages/index.ts';
