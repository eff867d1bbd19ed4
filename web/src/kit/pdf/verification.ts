/**
 * What a document's PDF needs to print its verification mark (kit/pdf/VerificationQr.tsx): the hash of
 * the document as it is now and the absolute link of the public `/verify` page. Pure; the call that
 * reads them is `printVerification` (verificationApi.ts).
 */

/** What a PDF prints for verification: the absolute link of the QR code and the short hash. */
export interface PdfVerification {
  url: string;
  hash: string;
}

/** The link a QR code carries: the site's origin and the page's path. */
export function verificationUrl(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).toString();
}

/** Reads the verification of document `docnumbr` of type `doctype`; the API client loads on first use. */
export async function readVerification(doctype: string, docnumbr: string): Promise<PdfVerification> {
  const { printVerification } = await import('./verificationApi.ts');
  return printVerification(doctype, docnumbr);
}
