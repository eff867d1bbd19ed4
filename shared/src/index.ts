export * from './platform/messages.ts';
export * from './platform/rights.ts';
export * from './platform/screens.ts';
export * from './platform/roles.ts';
export * from './engines/status.ts';
export * from './engines/events.ts';
