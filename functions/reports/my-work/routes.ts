/**
 * "My work" (issue 25 item 1): a call the spec does not list (docs/architecture-notes.md, "My work").
 * Any signed-in user of the project may call it; what it answers follows the caller's roles, rights
 * and garages.
 */
import { z } from 'zod';
import { defineModule } from '#lib/registry';
import { signedIn } from '#lib/document-routes';
import { readMyWork } from './manage.ts';

export const myWorkModule = defineModule({
  name: 'my-work',
  routes: [
    signedIn.read({
      path: '/api/MyWork/getMyWork',
      summary:
        "What waits for the caller now (addition, issue 25): the job orders at a status whose next action (workflow map) is one of its roles' and for which it holds the action's screen right, in its garages, and the documents pending at its approval levels. Answers {rows: [{source (jobOrder|approval), action, jobordno?, docType?, docnumbr?, level?, vehicleno?, statuscde?, statusGroup?, garage?, garagnam?, amount?, since, ageMinutes, link}] oldest first, counts: [{action, count}], total, at}.",
      query: z.object({}),
      read: (caller) => readMyWork(caller, new Date()),
    }),
  ],
});
