/**
 * The parts to purchase: one row per line an approved item request's store cannot cover, with what
 * "Raise purchase request" prefills the form with (the item request's store, number, job order and
 * every short line of it). Pure.
 */
import { pickFields } from '../../../kit/document/formDocument.ts';
import type { ShortRequest } from './api.ts';
import type { RequestPrefill } from './form/purchaseRequestForm.ts';

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
  /** The whole item request's short lines, as the purchase request form takes them. */
  prefill: RequestPrefill;
}

/** A purchase request for an item request's short lines: its store, its number, its job order. */
export function prefillOf(request: ShortRequest): RequestPrefill {
  return {
    storecode: request.storecode,
    requstno: request.docnumbr,
    jobordno: request.jobordno ?? '',
    lines: request.lines
      .filter((line) => line.shortqty > 0)
      .map((line) => ({ ...pickFields(line, ['sparepart', 'sparenam', 'spareuom']), qty: line.shortqty })),
  };
}

export function purchaseNeeds(short: readonly ShortRequest[]): PurchaseNeed[] {
  return short.flatMap((request) => {
    const prefill = prefillOf(request);
    return request.lines
      .filter((line) => line.shortqty > 0)
      .map((line) => ({
        docnumbr: request.docnumbr,
        jobordno: request.jobordno ?? '',
        vehicleno: request.vehicleno ?? '',
        storecode: request.storecode,
        ...pickFields(line, ['sparepart', 'sparenam', 'spareuom', 'qtyonhand']),
        qty: line.shortqty,
        purreqno: request.purreqno,
        prefill,
      }));
  });
}
