export * from './components/index.ts';
export * from './forms/index.ts';
export * from './layout/index.ts';
export * from './modals/index.ts';
export * from './pages/index.ts';
