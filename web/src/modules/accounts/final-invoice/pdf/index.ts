/**
 * The final invoice and 3-in-1 invoice PDFs as the kit's PDF sources (preview dialog and download).
 * Loading reads the document and its verification (`Verify/getPrintVerification?t=FIN|TIO`) together,
 * so the printed hash is that of the document printed; the renderer is imported inside `render`.
 */
import type { TFunction } from 'i18next';
import type { FinalInvoiceMaster } from '@fleet/shared/accounts/accounts';
import { getSession } from '../../../../auth/session.ts';
import { loadMasterNames } from '../../../../kit/masterNames.ts';
import { peopleNames } from '../../../../kit/people.ts';
import { requesterOf } from '../../../../kit/pdf/approvals.ts';
import type { PdfSource } from '../../../../kit/pdf/source.ts';
import { readVerification, type PdfVerification } from '../../../../kit/pdf/verification.ts';
import type { ThreeInOneDocument } from '../api.ts';
import {
  finalInvoicePdfFileName,
  finalInvoiceText,
  threeInOnePdfFileName,
  threeInOneText,
  type AccountsPdfText,
} from './model.ts';

export const finalInvoiceDoctype = 'FIN';
export const threeInOneDoctype = 'TIO';

export interface AccountsPrint {
  invoice: AccountsPdfText;
  verification: PdfVerification;
  lines: number;
}

type Verify = (doctype: string, docnumbr: string) => Promise<PdfVerification>;

const render = async ({ invoice, verification }: AccountsPrint) => {
  const { renderAccountsPdf } = await import('./accountsPdf.tsx');
  return renderAccountsPdf(invoice, { project: getSession()?.project, verification });
};

/** The final invoice `docnumbr`, read by `load` (`getFinalInvoiceprintrep`). */
export function finalInvoicePdfSource(
  t: TFunction,
  docnumbr: string,
  load: () => Promise<FinalInvoiceMaster>,
  verify: Verify = readVerification,
): PdfSource<AccountsPrint> {
  return {
    fileName: finalInvoicePdfFileName(docnumbr),
    title: t('finalInvoice:pdf.finalTitle', { docnumbr }),
    load: async () => {
      const [master, verification, names] = await Promise.all([
        load(),
        verify(finalInvoiceDoctype, docnumbr),
        loadMasterNames(['garages']),
      ]);
      const people = await peopleNames([master.cretuser]);
      return { invoice: finalInvoiceText(master, people, names), verification, lines: master.lines.length };
    },
    hasData: (print) => print.lines > 0,
    render,
  };
}

/** The 3-in-1 invoice `docnumbr`, read by `load` (`getThreeInOneById`). */
export function threeInOnePdfSource(
  t: TFunction,
  docnumbr: string,
  load: () => Promise<ThreeInOneDocument>,
  verify: Verify = readVerification,
): PdfSource<AccountsPrint> {
  return {
    fileName: threeInOnePdfFileName(docnumbr),
    title: t('finalInvoice:pdf.threeInOneTitle', { docnumbr }),
    load: async () => {
      const [document, verification, names] = await Promise.all([
        load(),
        verify(threeInOneDoctype, docnumbr),
        loadMasterNames(['garages']),
      ]);
      const people = await peopleNames([requesterOf(document.master)]);
      return {
        invoice: threeInOneText(document, people, names),
        verification,
        lines: document.master.lines.length,
      };
    },
    hasData: (print) => print.lines > 0,
    render,
  };
}
