/** Fixed paths of the signed-in app; a module without imports (the entry and vite.config.ts read it). */
export const landingPath = '/dashboard/default';
export const helpPath = '/helpfile';
export const guidePath = '/Guide';
