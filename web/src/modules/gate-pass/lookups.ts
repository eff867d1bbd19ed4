/** Job orders and team leaders as the gate pass forms offer them. */
import type { TeamLeaderChoice } from '@fleet/shared/gate-pass';
import type { FieldOption } from '../../kit/index.ts';
import type { JobOrderChoice } from './api.ts';

export const jobOrderOption = (jobOrder: JobOrderChoice): FieldOption => ({
  value: jobOrder.jobordno,
  label: jobOrder.jobordno,
  description: [jobOrder.vehicleno, jobOrder.vehmaknam].filter(Boolean).join(' · '),
});

export const teamLeaderOption = (user: TeamLeaderChoice): FieldOption => ({
  value: user.usercode,
  label: user.username || user.usercode,
  description: user.usercode,
});
