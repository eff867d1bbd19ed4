import { describe, expect, it } from 'vitest';
import { isolate, notificationText } from './text.ts';
import { notification } from './test/test-data.ts';

const t = (_key: string, values: Record<string, string>) =>
  `[${values.jobOrderNo}|${values.plate}|${values.status}]`;

describe('unit: notification texts', () => {
  const record = notification(1, {
    statusCode: 1196,
    statusName: 'Inspector Assigned',
    title: 'Inspector Assigned',
    jobOrderNo: 'JO-1',
    plateNo: '12-34567',
    message: 'Job order JO-1 (plate 12-34567): Inspector Assigned',
  });

  it('uses the Arabic status name in Arabic', () => {
    const text = notificationText(record, 'ar', t);

    expect(text.title).toBe('تم تعيين المفتش');
    expect(text.status).toBe('تم تعيين المفتش');
    expect(text.message).toBe(`[${isolate('JO-1')}|${isolate('12-34567')}|تم تعيين المفتش]`);
  });

  it('keeps the English names in English', () => {
    const text = notificationText(record, 'en', t);

    expect(text.title).toBe('Inspector Assigned');
    expect(text.message).toBe(`[${isolate('JO-1')}|${isolate('12-34567')}|Inspector Assigned]`);
  });

  it('leaves a custom status name and message as the server wrote them', () => {
    const custom = { ...record, statusName: 'Checked by Ali', title: 'Please look', message: 'Free text' };

    expect(notificationText(custom, 'ar', t)).toEqual({
      title: 'Please look',
      status: 'Checked by Ali',
      message: 'Free text',
    });
  });

  it('words approval notifications in the UI language from their fields', () => {
    const keys: string[] = [];
    const translate = (key: string, values: Record<string, string>) => {
      keys.push(key);
      return `${key}|${values.docnumbr ?? ''}|${values.amount ?? ''}|${values.remarks ?? ''}`;
    };
    const requested = notification(2, {
      statusCode: 1235,
      statusName: 'Approval Required',
      title: 'Approval Required',
      message: 'Estimation QT-1 of job order JO-2: 300.000 KWD waits for your MOI approval',
      approval: { docType: 'QUOT', docnumbr: 'QT-1', level: 'MOI', event: 'requested', amount: 300 },
    });

    const text = notificationText(requested, 'ar', translate);

    expect(text.title).toBe('notifications:approval.requestedTitle|\u2066QT-1\u2069|\u2066300.000\u2069|');
    expect(text.message).toBe('notifications:approval.requested|\u2066QT-1\u2069|\u2066300.000\u2069|');
    expect(keys).toContain('notifications:approval.level.MOI');
    expect(keys).toContain('notifications:approval.docType.QUOT');

    const rejected = {
      ...requested,
      approval: { ...requested.approval!, event: 'rejected' as const, remarks: 'Too dear' },
    };
    expect(notificationText(rejected, 'en', translate).message).toBe(
      'notifications:approval.rejectedWithRemarks|\u2066QT-1\u2069|\u2066300.000\u2069|Too dear',
    );
  });

  it('names the job order only when the document has one, and who decided for whom', () => {
    const translate = (key: string, values: Record<string, string>) =>
      key.endsWith('ofJobOrder')
        ? ` of ${values.jobOrderNo}`
        : key.endsWith('byFor')
          ? ` by ${values.user} for ${values.onBehalfOf}`
          : `${key}:${values.docnumbr}${values.ofJobOrder ?? ''}${values.byFor ?? ''}`;
    const plain = notification(3, {
      statusCode: 0,
      statusName: 'Purchase request approved',
      title: 'Purchase request approved (MOI)',
      jobOrderNo: 'PRQ-1',
      message: 'Purchase request PRQ-1: MOI approved by supervisor for moiapprover',
      approval: {
        docType: 'PRQ',
        docnumbr: 'PRQ-1',
        level: 'MOI',
        event: 'approved',
        amount: 10,
        user: 'supervisor',
        onBehalfOf: 'moiapprover',
      },
    });
    expect(notificationText(plain, 'en', translate).message).toBe(
      `notifications:approval.approved:${isolate('PRQ-1')} by ${isolate('supervisor')} for ${isolate('moiapprover')}`,
    );
    const withJob = {
      ...plain,
      jobOrderNo: 'JO-9',
      approval: { ...plain.approval!, jobordno: 'JO-9', onBehalfOf: undefined },
    };
    expect(notificationText(withJob, 'en', translate).message).toBe(
      `notifications:approval.approved:${isolate('PRQ-1')} of ${isolate('JO-9')}`,
    );
  });

  it('words a low stock notification in the UI language from its fields', () => {
    const low = {
      ...record,
      statusCode: 0,
      statusName: 'Low Stock',
      title: 'Low Stock',
      jobOrderNo: 'FLT-1001',
      message: 'FLT-1001 Oil filter: 4 PCS left in Main Store (low at 5 or fewer)',
      stock: {
        storecode: 'MAIN',
        storenam: 'Main Store',
        sparepart: 'FLT-1001',
        sparenam: 'Oil filter',
        qtyonhand: 4,
      },
    };
    const keyed = (key: string, values: Record<string, string>) =>
      `${key}|${values.item}|${values.qty}|${values.store}`;
    expect(notificationText(low, 'ar', keyed)).toEqual({
      title: `notifications:stock.lowTitle|${isolate('FLT-1001')}|${isolate('4')}|Main Store`,
      status: `notifications:stock.lowTitle|${isolate('FLT-1001')}|${isolate('4')}|Main Store`,
      message: `notifications:stock.low|${isolate('FLT-1001')}|${isolate('4')}|Main Store`,
    });
  });
});
