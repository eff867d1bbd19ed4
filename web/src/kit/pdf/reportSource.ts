/**
 * A list report as the kit's PDF source: the report text is built by the page (its columns, rows and
 * total row), the renderer loads on first use.
 */
import { getSession } from '../../auth/session.ts';
import type { PdfSource } from './source.ts';
import type { ReportText } from './ReportPages.tsx';

export function reportPdfSource(title: string, fileStem: string, report: ReportText): PdfSource<ReportText> {
  return {
    fileName: `${fileStem}_${new Date().toISOString().slice(0, 10)}.pdf`,
    title,
    load: async () => report,
    hasData: (loaded) => loaded.rows.length > 0,
    render: async (loaded) => {
      const { renderReportPdf } = await import('./reportPdf.tsx');
      return renderReportPdf(loaded, { project: getSession()?.project });
    },
  };
}
