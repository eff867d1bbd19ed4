/**
 * A garage issue voucher (as getGarageIssueById reads it), pure, in the shape the store voucher PDF prints (stores/pdf): its job order and the
 * request it issued against as the reference, its lines at ledger cost and the KWD total.
 */
import type { VoucherPrint } from '../../stores/pdf/model.ts';
import type { GarageIssueMaster } from '@fleet/shared/parts/garage-issue';
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
    master: {
      doctype: 'GIV',
      docnumbr: master.docnumbr,
      docdate: master.docdate,
      doctime: master.doctime,
      storecode: master.storecode,
      storenam: master.storenam,
      tostorecode: '',
      tostorenam: '',
      deptcode: '',
      deptnam: '',
      jobordno: master.jobordno,
      vehicleno: master.vehicleno,
      vendcode: '',
      vendname: '',
      refdocno: master.requstno || master.garreqno,
      garreqno: '',
      remarks: master.remarks,
      trfstatus: '',
      totalqty: master.totalqty,
      totalval: master.totalval,
      cretuser: master.cretuser,
      version: master.version,
    },
    lines: lines.map((line) => ({ ...line, sparecat: '', remarks: '' })),
    totals: { qty: master.totalqty, value: master.totalval },
    printedBy: master.cretuser,
  };
}
