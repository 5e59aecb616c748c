export * from './amounts.ts';
export * from './forms.ts';
export * from './messages.ts';
export * from './model.ts';
export * from './moneyIntent.ts';
export * from './pix.ts';
export * from './reconnect.ts';
export * from './withdrawalConfirmation.ts';
