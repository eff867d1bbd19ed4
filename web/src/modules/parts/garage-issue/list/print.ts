/**
 * A garage issue voucher (as getGarageIssueById reads it), pure, in the shape the store voucher PDF prints (stores/pdf): its job order and the
 * request it issued against as the reference, its lines at ledger cost and the KWD total.
 */
import type { VoucherPrint } from '../../stores/pdf/model.ts';
import type { GarageIssueMaster } from '@fleet/shared/parts/garage-issue';
import { blankVoucherFields } from '@fleet/shared/parts/store-vouchers';
import type { IssueLine } from '../api.ts';

export function garageIssuePrint({
  master,
  lines,
}: {
  master: GarageIssueMaster;
  lines: IssueLine[];
}): VoucherPrint {
  return {
    title: { en: 'Garage Issue Voucher', ar: 'سند صرف الكراج' },
    // A voucher's fields a garage issue lacks print empty; the request it issued against is the reference.
    master: {
      ...master,
      ...blankVoucherFields,
      refdocno: master.requstno || master.garreqno,
    },
    lines: lines.map((line) => ({ ...line, sparecat: '', remarks: '' })),
    totals: { qty: master.totalqty, value: master.totalval },
    printedBy: master.cretuser,
  };
}
