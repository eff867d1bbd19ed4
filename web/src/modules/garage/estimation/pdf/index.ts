/**
 * The estimation PDF as the kit's PDF source (preview dialog and download). The React-PDF renderer is
 * imported inside `render`, on first use. Loading reads the estimation and its verification (the QR
 * code's link and hash, `Verify/getPrintVerification`) together, so the printed hash is that of the
 * estimation printed.
 */
import type { TFunction } from 'i18next';
import type { PersonName } from '@fleet/shared/platform/people';
import type { EstimationDocument } from '@fleet/shared/garage/estimation';
import { getSession } from '../../../../auth/session.ts';
import { loadMasterNames } from '../../../../kit/masterNames.ts';
import type { MasterNames } from '../../../../kit/names.ts';
import { peopleNames } from '../../../../kit/people.ts';
import type { PdfSource } from '../../../../kit/pdf/source.ts';
import type { PdfVerification } from '../../../../kit/pdf/verification.ts';
import { estimationPdfFileName, hasEstimationLines } from './model.ts';

/** The estimation's document type on the verification engine (functions/platform/verify/sources/estimation.ts). */
export const estimationDoctype = 'QUOT';

/** What the estimation PDF prints: the document and its verification mark. */
export interface EstimationPrint {
  document: EstimationDocument;
  verification: PdfVerification;
  /** The names of the user codes the master carries (the requester). */
  people: Record<string, PersonName>;
  /** The garages' names, the Arabic one printed beneath. */
  names: MasterNames;
}

const readVerification = async (docnumbr: string): Promise<PdfVerification> => {
  const { printVerification } = await import('../../../../kit/pdf/verificationApi.ts');
  return printVerification(estimationDoctype, docnumbr);
};

/** The estimation `docnumbr`, read by `load` (the page's `getByQuotId` call). */
export function estimationPdfSource(
  t: TFunction,
  docnumbr: string,
  load: () => Promise<EstimationDocument>,
  verify: (docnumbr: string) => Promise<PdfVerification> = readVerification,
): PdfSource<EstimationPrint> {
  return {
    fileName: estimationPdfFileName(docnumbr),
    title: t('estimation:pdf.title', { docnumbr }),
    load: async () => {
      const [document, verification, names] = await Promise.all([
        load(),
        verify(docnumbr),
        loadMasterNames(['garages']),
      ]);
      const people = await peopleNames([document.master.approval?.requester ?? document.master.cretuser]);
      return { document, verification, people, names };
    },
    hasData: (print) => hasEstimationLines(print.document),
    render: async ({ document, verification, people, names }) => {
      const { renderEstimationPdf } = await import('./estimationPdf.tsx');
      return renderEstimationPdf(document, { project: getSession()?.project, verification, people, names });
    },
  };
}
