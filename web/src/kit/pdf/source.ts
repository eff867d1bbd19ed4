/**
 * Where a PDF comes from, in the spec's three failure steps (000 section 8): reading the document
 * ('Failed to load PDF data'), checking there is something to print ('No data available for PDF
 * generation': at least one detail line), rendering ('Failed to generate PDF preview').
 */
export interface PdfSource<D = unknown> {
  /** File name of the download, `.pdf`. */
  fileName: string;
  /** Dialog title, translated. */
  title: string;
  /** Reads what the PDF shows. */
  load: () => Promise<D>;
  // Methods, so that a source of one document type serves where any source is taken (usePdf).
  /** Whether there is anything to print; default: always. */
  hasData?(data: D): boolean;
  /** Renders the PDF. */
  render(data: D): Promise<Blob>;
}

export type PdfFailure = 'noData' | 'loadFailed' | 'previewFailed' | 'notReady' | 'downloadFailed';

/** A failed step, with the `kit:pdf.<kind>` message key. */
export class PdfError extends Error {
  override name = 'PdfError';
  constructor(
    readonly kind: PdfFailure,
    options?: { cause?: unknown },
  ) {
    super(kind, options);
  }
}

/** Runs the three steps and says which one failed. */
export async function producePdf<D>(source: PdfSource<D>): Promise<Blob> {
  let data: D;
  try {
    data = await source.load();
  } catch (cause) {
    throw new PdfError('loadFailed', { cause });
  }
  if (source.hasData && !source.hasData(data)) throw new PdfError('noData');
  try {
    return await source.render(data);
  } catch (cause) {
    throw new PdfError('previewFailed', { cause });
  }
}
