/**
 * Rights of the labour charge screen (SGRM012): a labour charge update changes a sub repair's labour
 * cost, so `putLabourcost` needs the edits right; the New button and the form's new update follow it
 * (a user with edits may make an update, one with adds alone may not).
 */
import type { FormRights } from '@fleet/shared';

export const labourRights = (rights: FormRights): FormRights => ({ ...rights, adds: rights.edits });
