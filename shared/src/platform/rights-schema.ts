/** zod schemas of the rights vocabulary (kept apart so the plain vocabulary carries no zod). */
import { z } from 'zod';
import type { FormRights, YesNo } from './rights.ts';

export const yesNo: z.ZodType<YesNo> = z.enum(['Y', 'N']);

export const formRights = z.object({
  views: yesNo,
  adds: yesNo,
  edits: yesNo,
  deletes: yesNo,
  prints: yesNo,
  notifs: yesNo,
}) satisfies z.ZodType<FormRights>;
