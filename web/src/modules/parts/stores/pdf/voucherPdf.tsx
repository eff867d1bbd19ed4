/**
 * Renders a store voucher with React-PDF. Loaded on demand (index.ts imports it inside `render`), so
 * @react-pdf/renderer and the fonts stay out of the pages' chunks.
 */
import { pdf } from '@react-pdf/renderer';
import { bundledPdfFonts } from '../../../../kit/pdf/bundledFonts.ts';
import { registerPdfFonts, type PdfFontFiles } from '../../../../kit/pdf/pdfFonts.ts';
import { VoucherPages } from './VoucherPages.tsx';
import { voucherText, type VoucherPrint } from './model.ts';

export async function renderVoucherPdf(
  print: VoucherPrint,
  options: { project?: string; fonts?: PdfFontFiles } = {},
): Promise<Blob> {
  registerPdfFonts(options.fonts ?? bundledPdfFonts);
  return pdf(<VoucherPages voucher={voucherText(print)} project={options.project || 'MOI'} />).toBlob();
}
