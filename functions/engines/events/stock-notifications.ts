/**
 * Low stock notifications (issue 11), pure: `StockLow` tells every active store keeper of the project
 * (of the store's garage when the user is tied to garages), once per crossing of the threshold (the
 * ledger's flag makes the event unique). Spec 000 section 4: "Parts Pending" style warnings are WARNING
 * of HIGH priority; a store running out holds up repairs the same way.
 */
import { screenCodes, screens } from '@fleet/shared';
import type { StockLow } from '@fleet/shared/engines/events-schema';
import type { NotificationRecord } from '@fleet/shared/platform/notifications';
import { addressedTo, type Candidate, type Recipient } from './notification-rules.ts';
import { fieldsOf } from '#lib/attributes';

export const storeKeeperRole = 'STOREKEEPER';
const lowStockStatus = 'Low Stock';
const reportScreen = screenCodes.currentStockReport;
const reportRoute = screens.find((screen) => screen.code === reportScreen)?.path ?? '/currentStockReport';

/** Store keepers of the project, not the one who posted the movement. */
export function storeKeeperRecipients(detail: StockLow, users: readonly Candidate[]): Recipient[] {
  const actor = detail.user.trim().toLowerCase();
  return users
    .filter(
      (user) =>
        user.status !== 'disabled' &&
        user.projects.includes(detail.project) &&
        user.roles.includes(storeKeeperRole) &&
        user.usercode.trim().toLowerCase() !== actor,
    )
    .map((user) => ({ usercode: user.usercode.trim().toLowerCase(), roleId: storeKeeperRole }));
}

export function lowStockNotification(
  detail: StockLow,
  recipient: Recipient,
  context: { source: string; now: Date },
): NotificationRecord {
  const link = `${reportRoute}?cmbStore=${encodeURIComponent(detail.storecode)}`;
  return {
    id: `LOW#${detail.storecode}#${detail.sparepart}#${detail.at}`,
    jobOrderNo: detail.sparepart,
    plateNo: 'N/A',
    statusCode: 0,
    statusName: lowStockStatus,
    transactionDate: detail.at,
    pageName: link,
    link,
    formCode: reportScreen,
    ...addressedTo(recipient, context),
    type: 'WARNING',
    priority: 'HIGH',
    title: lowStockStatus,
    message: `${detail.sparepart} ${detail.sparenam}: ${detail.qtyonhand} ${detail.spareuom} left in ${detail.storenam || detail.storecode} (low at ${detail.threshold} or fewer)`,
    stock: {
      ...fieldsOf(detail, 'storecode storenam sparepart sparenam qtyonhand'),
    },
  };
}
