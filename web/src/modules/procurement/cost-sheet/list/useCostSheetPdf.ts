/** The cost sheet PDF of a list row, rendered in the browser; the PDF module is loaded on first use. */
import { useTranslation } from 'react-i18next';
import { useRowPdf } from '../../../../kit/list/useRowPdf.tsx';
import { costSheetApi } from '../api.ts';

export function useCostSheetPdf() {
  const { t } = useTranslation();
  return useRowPdf(async (row: { docnumbr: string }) => {
    const { costSheetPdfSource } = await import('../pdf/index.ts');
    return costSheetPdfSource(t, row.docnumbr, () => costSheetApi.get(row.docnumbr));
  });
}
