/** Job orders and team leaders as the gate pass forms offer them. */
import type { UserChoice } from '@fleet/shared/reception/job-orders';
import type { FieldOption } from '../../../kit/index.ts';

export const teamLeaderOption = (user: UserChoice): FieldOption => ({
  value: user.usercode,
  label: user.username || user.usercode,
  description: user.usercode,
});
