/** Where data a component shows stands: every component that loads something takes this one status. */
export type LoadStatus = 'loading' | 'ready' | 'error';
