/** The zod schema of the bus's event detail (kept apart so the plain vocabulary carries no zod). */
import { z } from 'zod';

/** Detail of `JobOrderStatusChanged`. `notifyUsers` names people concerned beyond the status's roles (an assignee). */
export const jobOrderStatusChanged = z.object({
  eventId: z.string().min(1),
  project: z.string().min(1),
  jobordno: z.string().min(1),
  plateNo: z.string().optional(),
  /** Vehicle number: the notification's plateNo falls back to it (spec 000 section 3). */
  vehicleno: z.string().optional(),
  /** Vehicle make code: the projections count job orders per make. */
  vehmake: z.string().optional(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  statusName: z.string(),
  user: z.string(),
  garage: z.string().optional(),
  notifyUsers: z.array(z.string()).optional(),
  at: z.string(),
});
export type JobOrderStatusChanged = z.infer<typeof jobOrderStatusChanged>;
