/**
 * Renders the job order print with React-PDF. Loaded on demand (index.ts imports it inside `render`),
 * so @react-pdf/renderer and the fonts stay out of the pages' chunks.
 */
import { pdf } from '@react-pdf/renderer';
import type { JobOrderPrint } from '@fleet/shared/reception/kptc-job-orders';
import type { PersonName } from '@fleet/shared/platform/people';
import type { MasterNames } from '../../../../kit/names.ts';
import { bundledPdfFonts } from '../../../../kit/pdf/bundledFonts.ts';
import { registerPdfFonts, type PdfFontFiles } from '../../../../kit/pdf/pdfFonts.ts';
import type { PdfVerification } from '../../../../kit/pdf/verification.ts';
import { JobOrderPages } from './JobOrderPages.tsx';
import { jobOrderPrintText } from './model.ts';

export interface JobOrderPdfOptions {
  /** Project (tenant) code printed in the second mark; default 'MOI'. */
  project?: string;
  /** Font files; default the shipped faces. */
  fonts?: PdfFontFiles;
  /** The verification QR code (link and hash of `Verify/getPrintVerification`); none by default. */
  verification?: PdfVerification;
  /** Names of the users of its history, by code. */
  people?: Record<string, PersonName>;
  /** The garages' names (kit/masterNames.ts). */
  names?: MasterNames;
}

export async function renderJobOrderPdf(
  print: JobOrderPrint,
  options: JobOrderPdfOptions = {},
): Promise<Blob> {
  registerPdfFonts(options.fonts ?? bundledPdfFonts);
  return pdf(
    <JobOrderPages
      order={jobOrderPrintText(print, options.people, options.names)}
      project={options.project || 'MOI'}
      verification={options.verification}
    />,
  ).toBlob();
}
