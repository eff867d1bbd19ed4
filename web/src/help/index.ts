/**
 * Help centre (spec 000 section 2 "Help centre"). Mount `<HelpCentreProvider>` once around the app
 * (the login page included); call `useHelpCentre().open()` from the Help & Support button; route
 * `/helpfile` and `/Guide` to the pages of `./pages.tsx` (the router imports them lazily).
 */

export { HelpCentreProvider, useHelpCentre } from './HelpCentreProvider.tsx';
