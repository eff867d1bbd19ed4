/**
 * Renders the final invoice and the 3-in-1 invoice with React-PDF. Loaded on demand (index.ts imports
 * it inside `render`), so @react-pdf/renderer and the fonts stay out of the pages' chunks.
 */
import { pdf } from '@react-pdf/renderer';
import { bundledPdfFonts } from '../../../../kit/pdf/bundledFonts.ts';
import { registerPdfFonts, type PdfFontFiles } from '../../../../kit/pdf/pdfFonts.ts';
import type { PdfVerification } from '../../../../kit/pdf/verification.ts';
import { AccountsPages } from './AccountsPages.tsx';
import type { AccountsPdfText } from './model.ts';

export interface AccountsPdfOptions {
  /** Project (tenant) code printed in the second mark; default 'MOI'. */
  project?: string;
  fonts?: PdfFontFiles;
  verification?: PdfVerification;
}

export async function renderAccountsPdf(
  invoice: AccountsPdfText,
  options: AccountsPdfOptions = {},
): Promise<Blob> {
  registerPdfFonts(options.fonts ?? bundledPdfFonts);
  return pdf(
    <AccountsPages
      invoice={invoice}
      project={options.project || 'MOI'}
      verification={options.verification}
    />,
  ).toBlob();
}
