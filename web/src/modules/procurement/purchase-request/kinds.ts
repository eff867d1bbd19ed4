/**
 * The two kinds of purchase request (docs/procurement.md): plain, for a store (PRQ, screen SGRX006,
 * `/purchaseReqEntrylist`, form `/purchaseReqEntry`), and with a job order (PRJ, screen SGRP001,
 * `/purchaseReqEntrywithjolist`, form `/purchaseReqEntrywithjo`). Lists and forms are one page each,
 * given the kind.
 */
import { screenCodes } from '@fleet/shared';
import { approvalChains } from '@fleet/shared/engines/approvals';
import type { PurchaseDocType } from '@fleet/shared/procurement/procurement';
import { documentFormUrl, type FormStatus } from '../../../kit/form/mode.ts';
import type { PurchaseLevel } from './calls.ts';

export interface PurchaseRequestKind {
  withjo: boolean;
  docType: PurchaseDocType;
  screen: string;
  listPath: string;
  formPath: string;
  /** The Excel export's title and file name. */
  exportTitle: string;
  /** Distinguishes the kinds' test ids, page sizes and caches. */
  key: 'plain' | 'withjo';
}

export const plainRequest: PurchaseRequestKind = {
  withjo: false,
  docType: 'PRQ',
  screen: screenCodes.purchaseRequest,
  listPath: '/purchaseReqEntrylist',
  formPath: '/purchaseReqEntry',
  exportTitle: 'PurchaseRequest',
  key: 'plain',
};

export const jobOrderRequest: PurchaseRequestKind = {
  withjo: true,
  docType: 'PRJ',
  screen: screenCodes.purchaseRequestJo,
  listPath: '/purchaseReqEntrywithjolist',
  formPath: '/purchaseReqEntrywithjo',
  exportTitle: 'PurchaseRequestWithJobOrder',
  key: 'withjo',
};

export const requestFormUrl = (kind: PurchaseRequestKind, status: FormStatus, docnumbr?: string) =>
  documentFormUrl(kind.formPath, status, docnumbr);

/** The approver's screen of a level (the same link as the chain's notifications carry). */
export const requestApprovalUrl = (kind: PurchaseRequestKind, docnumbr: string, level: PurchaseLevel) =>
  approvalChains[kind.docType].link
    .replace('{docnumbr}', encodeURIComponent(docnumbr))
    .replace('{level}', encodeURIComponent(level));
