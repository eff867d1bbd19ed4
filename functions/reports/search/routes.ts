/**
 * The top-bar search (issue 25 item 2; a call the spec does not list, named in its style): vehicles by
 * plate, job orders and documents by number, as the user types. Any signed-in user may call it; each
 * hit is then kept only when the user's rights show it (functions/reports/search/search.ts).
 */
import { searchListQuery } from '@fleet/shared/platform/search-schema';
import { defineModule } from '#lib/registry';
import { signedIn } from '#lib/document-routes';
import { searchList } from './search.ts';

export const searchModule = defineModule({
  name: 'search',
  routes: [
    signedIn.read({
      path: '/api/Search/getSearchList',
      summary:
        "Added (issue 25): hits whose plate, job order number (also its short number, 123 for JO-2026-00123) or job order document number starts with ?searchtext (1 to 30 characters; case, spaces, dashes and Arabic-Indic digits do not matter), at most ?limit (default and most 10), in key order: {hits: [{kind: vehicle | jobOrder | document, vehicleno, jobordno, docnumbr?, doctype?, jobOrderKind, joborddat, statuscde, state, vehmaknam?, garagnam?, garagnamar?, holder: {group, roles, people: [{role, name}]}, link?}], more}. A vehicle hit shows its open job order, else its newest. Only hits the caller may see: job orders with views on a job order screen (the workflow map's, the vehicle workflow, job card, KJO), documents with views on their screen, of the caller's garages when the user is tied to garages; the project's own only.",
      query: searchListQuery,
      read: (caller, query) => searchList(caller, query),
    }),
  ],
});
