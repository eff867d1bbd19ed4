/**
 * Renders the purchase order with React-PDF. Loaded on demand (index.ts imports it inside `render`),
 * so @react-pdf/renderer and the fonts stay out of the pages' chunks.
 */
import { pdf } from '@react-pdf/renderer';
import type { PersonName } from '@fleet/shared/platform/people';
import type { LpoDocument } from '@fleet/shared/procurement/procurement';
import { bundledPdfFonts } from '../../../../kit/pdf/bundledFonts.ts';
import type { MasterNames } from '../../../../kit/names.ts';
import { registerPdfFonts, type PdfFontFiles } from '../../../../kit/pdf/pdfFonts.ts';
import type { PdfVerification } from '../../../../kit/pdf/verification.ts';
import { LpoPages } from './LpoPages.tsx';
import { lpoText } from './model.ts';

export interface LpoPdfOptions {
  /** Project (tenant) code printed in the second mark; default 'MOI'. */
  project?: string;
  /** Font files; default the shipped faces. */
  fonts?: PdfFontFiles;
  /** The verification QR code (link and hash of `Verify/getPrintVerification`); none by default. */
  verification?: PdfVerification;
  /** Names of the user codes the master carries (who prepared it), by code. */
  people?: Record<string, PersonName>;
  /** The garages', stores' and items' names (kit/masterNames.ts). */
  names?: MasterNames;
}

export async function renderLpoPdf(document: LpoDocument, options: LpoPdfOptions = {}): Promise<Blob> {
  registerPdfFonts(options.fonts ?? bundledPdfFonts);
  return pdf(
    <LpoPages
      lpo={lpoText(document, options.people, options.names)}
      project={options.project || 'MOI'}
      verification={options.verification}
    />,
  ).toBlob();
}
