/** The parts to purchase: one row per line an approved item request's store cannot cover (pure). */
import type { ShortRequest } from './api.ts';

export interface PurchaseNeed {
  docnumbr: string;
  jobordno: string;
  vehicleno: string;
  storecode: string;
  sparepart: string;
  sparenam: string;
  spareuom: string;
  qtyonhand: number;
  qty: number;
  purreqno: string;
}

export function purchaseNeeds(short: readonly ShortRequest[]): PurchaseNeed[] {
  return short.flatMap((request) =>
    request.lines
      .filter((line) => line.shortqty > 0)
      .map((line) => ({
        docnumbr: request.docnumbr,
        jobordno: request.jobordno ?? '',
        vehicleno: request.vehicleno ?? '',
        storecode: request.storecode,
        sparepart: line.sparepart,
        sparenam: line.sparenam,
        spareuom: line.spareuom,
        qtyonhand: line.qtyonhand,
        qty: line.shortqty,
        purreqno: request.purreqno,
      })),
  );
}
