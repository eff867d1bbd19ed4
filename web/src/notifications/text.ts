/**
 * A notification's texts in the UI language. The server writes them in English (title = status name,
 * message = "Job order X (plate Y): Status"); the status has an Arabic name in the shared catalogue,
 * so both are rebuilt from the record's fields when they follow that pattern. Ids and plates are
 * isolated so "12-34567" is not reordered inside Arabic text.
 */
import { statusByCode } from '@fleet/shared';
import type { NotificationRecord } from '@fleet/shared/platform/notifications';

/**
 * Left-to-right isolate for ids and plates: "12-34567" has no strong character, so a first-strong
 * isolate would take the Arabic paragraph's direction and show "34567-12". The characters stay as
 * they are so a copied plate or job order number still matches in searches.
 */
export const isolate = (value: string) => `\u2066${value}\u2069`;

type Translate = (key: string, values: Record<string, string>) => string;

export interface NotificationText {
  title: string;
  status: string;
  message: string;
}

type TextFields = Pick<
  NotificationRecord,
  'title' | 'message' | 'statusName' | 'statusCode' | 'jobOrderNo' | 'plateNo'
> &
  Partial<Pick<NotificationRecord, 'approval' | 'stock'>>;

/** An approval notification (the approval engine's): worded per language from its fields. */
function approvalText(
  notification: TextFields & { approval: NonNullable<NotificationRecord['approval']> },
  status: string,
  t: Translate,
): NotificationText {
  const { approval } = notification;
  // A document without a job order (a purchase request for a store) names none; older notifications
  // carry no `jobordno`, their job order number differs from the document number.
  const jobordno =
    approval.jobordno ?? (notification.jobOrderNo !== approval.docnumbr ? notification.jobOrderNo : '');
  const values = {
    document: t(`notifications:approval.docType.${approval.docType}`, {}),
    docnumbr: isolate(approval.docnumbr),
    jobOrderNo: isolate(notification.jobOrderNo),
    ofJobOrder: jobordno ? t('notifications:approval.ofJobOrder', { jobOrderNo: isolate(jobordno) }) : '',
    byFor:
      approval.onBehalfOf && approval.user
        ? t('notifications:approval.byFor', {
            user: isolate(approval.user),
            onBehalfOf: isolate(approval.onBehalfOf),
          })
        : '',
    level: t(`notifications:approval.level.${approval.level}`, {}),
    amount: isolate(approval.amount.toFixed(3)),
    remarks: approval.remarks ?? '',
  };
  if (approval.event === 'requested')
    return {
      title: t('notifications:approval.requestedTitle', values),
      status,
      message: t('notifications:approval.requested', values),
    };
  const decided = `notifications:approval.${approval.event}`;
  return {
    title: t(`${decided}Title`, values),
    status,
    message: t(approval.remarks ? `${decided}WithRemarks` : decided, values),
  };
}

/** A low stock notification (the stock ledger's): worded per language from its fields. */
function stockText(stock: NonNullable<NotificationRecord['stock']>, t: Translate): NotificationText {
  const values = {
    item: isolate(stock.sparepart),
    name: stock.sparenam,
    qty: isolate(String(stock.qtyonhand)),
    store: stock.storenam || stock.storecode,
  };
  const title = t('notifications:stock.lowTitle', values);
  return { title, status: title, message: t('notifications:stock.low', values) };
}

export function notificationText(notification: TextFields, language: string, t: Translate): NotificationText {
  if (notification.stock) return stockText(notification.stock, t);
  const known = statusByCode.get(notification.statusCode);
  const status =
    language === 'ar' && known && notification.statusName === known.en ? known.ar : notification.statusName;
  if (notification.approval)
    return approvalText({ ...notification, approval: notification.approval }, status, t);
  const title = notification.title === notification.statusName ? status : notification.title;
  const serverTemplate = `Job order ${notification.jobOrderNo} (plate ${notification.plateNo}): ${notification.statusName}`;
  const message =
    notification.message === serverTemplate
      ? t('notifications:bell.message', {
          jobOrderNo: isolate(notification.jobOrderNo),
          plate: isolate(notification.plateNo),
          status,
        })
      : notification.message;
  return { title, status, message };
}
