/**
 * Renders a list report with React-PDF (loaded on demand inside a PdfSource's `render`).
 */
import { pdf } from '@react-pdf/renderer';
import { bundledPdfFonts } from './bundledFonts.ts';
import { registerPdfFonts, type PdfFontFiles } from './pdfFonts.ts';
import { ReportPages, type ReportText } from './ReportPages.tsx';

export async function renderReportPdf(
  report: ReportText,
  options: { project?: string; fonts?: PdfFontFiles } = {},
): Promise<Blob> {
  await registerPdfFonts(options.fonts ?? bundledPdfFonts);
  return pdf(<ReportPages report={report} project={options.project || 'MOI'} />).toBlob();
}
