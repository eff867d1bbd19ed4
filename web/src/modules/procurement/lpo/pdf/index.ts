/**
 * The purchase order PDF as the kit's PDF source (preview dialog and download). The React-PDF renderer
 * is imported inside `render`, on first use. Loading reads the order and its verification (the QR
 * code's link and hash, `Verify/getPrintVerification?t=LPO`) together, so the printed hash is that of
 * the order printed.
 */
import type { TFunction } from 'i18next';
import type { PersonName } from '@fleet/shared/platform/people';
import type { LpoDocument } from '@fleet/shared/procurement/procurement';
import { getSession } from '../../../../auth/session.ts';
import { loadMasterNames } from '../../../../kit/masterNames.ts';
import type { MasterNames } from '../../../../kit/names.ts';
import { peopleNames } from '../../../../kit/people.ts';
import type { PdfSource } from '../../../../kit/pdf/source.ts';
import type { PdfVerification } from '../../../../kit/pdf/verification.ts';
import { hasLpoLines, lpoPdfFileName } from './model.ts';

/** The purchase order's document type on the verification engine. */
export const lpoDoctype = 'LPO';

/** What the purchase order PDF prints: the document and its verification mark. */
export interface LpoPrint {
  document: LpoDocument;
  verification: PdfVerification;
  /** The names of the user codes the master carries (who prepared it). */
  people: Record<string, PersonName>;
  /** The masters' names, their Arabic ones printed beneath. */
  names: MasterNames;
}

const readVerification = async (docnumbr: string): Promise<PdfVerification> => {
  const { printVerification } = await import('../../../../kit/pdf/verificationApi.ts');
  return printVerification(lpoDoctype, docnumbr);
};

/** The order `docnumbr`, read by `load` (`getLpoById`). */
export function lpoPdfSource(
  t: TFunction,
  docnumbr: string,
  load: () => Promise<LpoDocument>,
  verify: (docnumbr: string) => Promise<PdfVerification> = readVerification,
): PdfSource<LpoPrint> {
  return {
    fileName: lpoPdfFileName(docnumbr),
    title: t('lpo:pdf.title', { docnumbr }),
    load: async () => {
      const [document, verification] = await Promise.all([load(), verify(docnumbr)]);
      const [people, names] = await Promise.all([
        peopleNames([document.master.approval?.requester ?? document.master.cretuser]),
        loadMasterNames(['stores', 'items']),
      ]);
      return { document, verification, people, names };
    },
    hasData: (print) => hasLpoLines(print.document),
    render: async ({ document, verification, people, names }) => {
      const { renderLpoPdf } = await import('./lpoPdf.tsx');
      return renderLpoPdf(document, { project: getSession()?.project, verification, people, names });
    },
  };
}
