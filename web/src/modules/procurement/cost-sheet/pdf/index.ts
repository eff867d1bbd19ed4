/**
 * The cost sheet PDF as the kit's PDF source (preview dialog and download). The React-PDF renderer is
 * imported inside `render`, on first use. Loading reads the sheet and its verification (the QR code's
 * link and hash, `Verify/getPrintVerification?t=CST`) together, so the printed hash is that of the
 * sheet printed.
 */
import type { TFunction } from 'i18next';
import type { PersonName } from '@fleet/shared/platform/people';
import type { CostSheetDocument } from '@fleet/shared/procurement/procurement';
import { getSession } from '../../../../auth/session.ts';
import { loadMasterNames } from '../../../../kit/masterNames.ts';
import type { MasterNames } from '../../../../kit/names.ts';
import { peopleNames } from '../../../../kit/people.ts';
import type { PdfSource } from '../../../../kit/pdf/source.ts';
import type { PdfVerification } from '../../../../kit/pdf/verification.ts';
import { costSheetPdfFileName, hasCostSheetLines } from './model.ts';

/** The cost sheet's document type on the verification engine. */
export const costSheetDoctype = 'CST';

/** What the cost sheet PDF prints: the document and its verification mark. */
export interface CostSheetPrint {
  document: CostSheetDocument;
  verification: PdfVerification;
  /** The names of the user codes the master carries (who prepared it). */
  people: Record<string, PersonName>;
  /** The masters' names, their Arabic ones printed beneath. */
  names: MasterNames;
}

const readVerification = async (docnumbr: string): Promise<PdfVerification> => {
  const { printVerification } = await import('../../../../kit/pdf/verificationApi.ts');
  return printVerification(costSheetDoctype, docnumbr);
};

/** The cost sheet `costshtno`, read by `load` (`getCostSheetById`). */
export function costSheetPdfSource(
  t: TFunction,
  costshtno: string,
  load: () => Promise<CostSheetDocument>,
  verify: (docnumbr: string) => Promise<PdfVerification> = readVerification,
): PdfSource<CostSheetPrint> {
  return {
    fileName: costSheetPdfFileName(costshtno),
    title: t('costSheet:pdf.title', { docnumbr: costshtno }),
    load: async () => {
      const [document, verification] = await Promise.all([load(), verify(costshtno)]);
      const [people, names] = await Promise.all([
        peopleNames([document.master.approval?.requester ?? document.master.cretuser]),
        loadMasterNames(['garages', 'stores', 'items']),
      ]);
      return { document, verification, people, names };
    },
    hasData: (print) => hasCostSheetLines(print.document),
    render: async ({ document, verification, people, names }) => {
      const { renderCostSheetPdf } = await import('./costSheetPdf.tsx');
      return renderCostSheetPdf(document, { project: getSession()?.project, verification, people, names });
    },
  };
}
