/**
 * A document's PDF as the kit's PDF source (preview dialog and download). Loading reads the document,
 * its verification mark (the QR code's link and hash, `Verify/getPrintVerification`: the printed hash
 * is that of the document printed) and the masters' names together, then the employees' names of the
 * user codes it prints; the document's renderer is imported inside `render`, on first use.
 */
import type { TFunction } from 'i18next';
import type { PersonName } from '@fleet/shared/platform/people';
import { getSession } from '../../auth/session.ts';
import { loadMasterNames } from '../masterNames.ts';
import type { MasterKind, MasterNames } from '../names.ts';
import { peopleNames } from '../people.ts';
import type { DocumentPdfOptions } from './DocumentPdf.tsx';
import type { PdfSource } from './source.ts';
import { readVerification, type PdfVerification } from './verification.ts';

/** What a document's PDF prints: the document, its verification mark and the names it prints. */
export interface DocumentPrint<D> {
  document: D;
  verification: PdfVerification;
  /** The employees' names of the user codes it prints. */
  people: Record<string, PersonName>;
  /** The masters' names, their Arabic ones printed beneath the names the document keeps. */
  names: MasterNames;
}

/** What a document type prints beside the document, and how its renderer is loaded. */
interface PrintedType<D> {
  /** The user codes whose names it prints (who asked for it, who prepared it). */
  people: (document: D) => (string | undefined)[];
  /** The masters whose names it prints. */
  names: readonly MasterKind[];
  /** Spec 000 section 8: whether there is anything to print; a document with lines, whether it has one. */
  hasData?: (document: D) => boolean;
  /** Imports the document's renderer and renders it. */
  render: (document: D, options: DocumentPdfOptions) => Promise<Blob>;
}

/** A document without lines says itself whether it has anything to print. */
type DocumentPdfType<D> = PrintedType<D> &
  ([D] extends [{ lines: readonly unknown[] }] ? unknown : { hasData: (document: D) => boolean });

const hasLines = (document: unknown) => (document as { lines: readonly unknown[] }).lines.length > 0;

export function documentPdfSource<D>(
  source: DocumentPdfType<D> & {
    /** File name of the download, `.pdf`. */
    fileName: string;
    /** Dialog title, translated. */
    title: string;
    load: () => Promise<D>;
    verify: () => Promise<PdfVerification>;
  },
): PdfSource<DocumentPrint<D>> {
  const { hasData = hasLines } = source;
  return {
    fileName: source.fileName,
    title: source.title,
    load: async () => {
      const [document, verification, names] = await Promise.all([
        source.load(),
        source.verify(),
        loadMasterNames(source.names),
      ]);
      const people = await peopleNames(source.people(document));
      return { document, verification, people, names };
    },
    hasData: (print) => hasData(print.document),
    render: ({ document, ...print }) => source.render(document, { project: getSession()?.project, ...print }),
  };
}

/**
 * The PDF source of a document type known by its number (the estimation's, the LPO's `docnumbr`):
 * called with the number and the call that reads the document, its verification mark read under the
 * type's `doctype` (tests pass their own `verify`).
 */
export function numberedPdfSource<D>(
  type: DocumentPdfType<D> & {
    /** The document type on the verification engine, or how the number tells it. */
    doctype: string | ((number: string) => string);
    fileName: (number: string) => string;
    title: (t: TFunction, number: string) => string;
  },
) {
  const { doctype, fileName, title, ...printed } = type;
  const doctypeOf = typeof doctype === 'string' ? () => doctype : doctype;
  return (
    t: TFunction,
    number: string,
    load: () => Promise<D>,
    verify: (number: string) => Promise<PdfVerification> = (read) => readVerification(doctypeOf(read), read),
  ): PdfSource<DocumentPrint<D>> =>
    documentPdfSource<D>({
      // The rest of a type that says hasData, or does not need to, is one still.
      ...(printed as DocumentPdfType<D>),
      fileName: fileName(number),
      title: title(t, number),
      load,
      verify: () => verify(number),
    });
}
