export * from './messages.ts';
export * from './rights.ts';
export * from './screens.ts';
export * from './roles.ts';
export * from './status.ts';
export * from './events.ts';
