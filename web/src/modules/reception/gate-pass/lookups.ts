/** Job orders and team leaders as the gate pass forms offer them. */
import type { TeamLeaderChoice } from '@fleet/shared/reception/gate-pass';
import type { FieldOption } from '../../../kit/index.ts';

export const teamLeaderOption = (user: TeamLeaderChoice): FieldOption => ({
  value: user.usercode,
  label: user.username || user.usercode,
  description: user.usercode,
});
