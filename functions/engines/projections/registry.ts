/**
 * The registered projections (docs/projections.md "Adding a projection"). The subscriber applies
 * every one whose `detailTypes` include the event's, in one transaction with the event's marker; the
 * rebuild replays each one's history. Each detail type must also be in `projectionDetailTypes`
 * (shared/src/engines/events.ts) so the bus delivers it (registry.test.ts checks both lists agree).
 */
import type { RegisteredProjection } from './define.ts';
import { repairProjection } from './repairs.ts';
import { statusProjection } from './status.ts';
// Issue 15 H6: import your projection below this line.
import { moneyProjection } from '../money/projection.ts';
// Issue 15 H5: import your projection below this line.
import { vehicleMonthProjection } from '../../reports/workorder-reports/projection.ts';
// Issue 15 item 2: the document totals of the document-list reports.
import { documentTotalsProjection } from './documents.ts';

export const projections: readonly RegisteredProjection[] = [
  statusProjection,
  repairProjection,
  // Issue 15 H6: append your projection below this line.
  moneyProjection,
  // Issue 15 H5: append your projection below this line.
  vehicleMonthProjection,
  documentTotalsProjection,
];

/** The projections handling a detail type. */
export const projectionsFor = (detailType: string) =>
  projections.filter((projection) => projection.detailTypes.includes(detailType));
