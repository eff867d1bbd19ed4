/** Build-time modules of vite.config.ts. */
declare module 'virtual:brand-theme.css';
