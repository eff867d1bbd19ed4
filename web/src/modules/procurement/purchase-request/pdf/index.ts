/**
 * The purchase request PDF as the kit's PDF source (preview dialog and download). The React-PDF
 * renderer is imported inside `render`, on first use. Loading reads the request and its verification
 * (the QR code's link and hash, `Verify/getPrintVerification?t=PRQ|PRJ&n=`) together, so the printed
 * hash is that of the request printed.
 */
import type { TFunction } from 'i18next';
import type { PersonName } from '@fleet/shared/platform/people';
import type { PurchaseRequestDocument } from '@fleet/shared/procurement/procurement';
import { getSession } from '../../../../auth/session.ts';
import { loadMasterNames } from '../../../../kit/masterNames.ts';
import type { MasterNames } from '../../../../kit/names.ts';
import { peopleNames } from '../../../../kit/people.ts';
import type { PdfSource } from '../../../../kit/pdf/source.ts';
import type { PdfVerification } from '../../../../kit/pdf/verification.ts';
import { hasRequestLines, purchaseRequestPdfFileName } from './model.ts';

/** The request's document type on the verification engine: PRJ with a job order, PRQ plain. */
export const purchaseRequestDoctype = (docnumbr: string) =>
  docnumbr.toUpperCase().startsWith('PRJ') ? 'PRJ' : 'PRQ';

/** What the purchase request PDF prints: the document and its verification mark. */
export interface PurchaseRequestPrint {
  document: PurchaseRequestDocument;
  verification: PdfVerification;
  /** The names of the user codes the master carries (the requester). */
  people: Record<string, PersonName>;
  /** The garages', stores' and items' names, their Arabic ones printed beneath. */
  names: MasterNames;
}

const readVerification = async (docnumbr: string): Promise<PdfVerification> => {
  const { printVerification } = await import('../../../../kit/pdf/verificationApi.ts');
  return printVerification(purchaseRequestDoctype(docnumbr), docnumbr);
};

/** The request `docnumbr`, read by `load` (the list's `getPurchaseRequestById...` call). */
export function purchaseRequestPdfSource(
  t: TFunction,
  docnumbr: string,
  load: () => Promise<PurchaseRequestDocument>,
  verify: (docnumbr: string) => Promise<PdfVerification> = readVerification,
): PdfSource<PurchaseRequestPrint> {
  return {
    fileName: purchaseRequestPdfFileName(docnumbr),
    title: t('purchaseRequest:pdf.title', { docnumbr }),
    load: async () => {
      const [document, verification] = await Promise.all([load(), verify(docnumbr)]);
      const [people, names] = await Promise.all([
        peopleNames([document.master.approval?.requester ?? document.master.cretuser]),
        loadMasterNames(['garages', 'stores', 'items']),
      ]);
      return { document, verification, people, names };
    },
    hasData: (print) => hasRequestLines(print.document),
    render: async ({ document, verification, people, names }) => {
      const { renderPurchaseRequestPdf } = await import('./purchaseRequestPdf.tsx');
      return renderPurchaseRequestPdf(document, {
        project: getSession()?.project,
        verification,
        people,
        names,
      });
    },
  };
}
