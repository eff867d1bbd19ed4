/**
 * The verification engine: the current hash of a document through its registered source, the link its
 * PDF prints (`verificationOf`, for print routes) and the public answer (`verifyDocument`).
 */
import { messages } from '@fleet/shared';
import {
  verificationPath,
  type PrintVerification,
  type VerificationAnswer,
} from '@fleet/shared/platform/verification';
import { getItem } from '#lib/db';
import { found } from '#lib/errors';
import { masterKeys, masterTypes } from '../../engines/masters/keys.ts';
import { peopleNames } from '../../engines/masters/people.ts';
import { contentHash } from './hash.ts';
import { verificationSource, type VerificationSource } from './sources.ts';
import './sources/index.ts';

/** The document's view and current hash; 404 (`verifyNotFound`) for an unknown type or a missing or deleted document. */
async function current(project: string, doctype: string, docnumbr: string) {
  const loader = verificationSource(doctype);
  const source = found(loader ? await loader(project, docnumbr) : undefined, messages.verifyNotFound);
  return { view: source.view, hash: contentHash(source.content), partyMaster: source.partyMaster };
}

const arabicNameField = { garage: 'garagnamar', store: 'storenamar' } as const;

/** The party in Arabic: the Arabic name of the master record it names, after its prefix; undefined without one. */
async function arabicParty(
  project: string,
  party: VerificationSource['partyMaster'],
): Promise<string | undefined> {
  if (!party?.id) return undefined;
  const { pk, sk } = masterKeys.record(project, masterTypes[party.type], party.id);
  const name = (await getItem<Record<string, unknown>>(pk, sk))?.[arabicNameField[party.type]];
  if (typeof name !== 'string' || !name) return undefined;
  return party.prefix ? `${party.prefix} · ${name}` : name;
}

/**
 * What a printed document carries: the hash of the document as it is now and the SPA link of its QR code
 * (`/verify?p&t&n&h`). Document modules call it from their print routes with the caller's project.
 */
export async function verificationOf(
  project: string,
  doctype: string,
  docnumbr: string,
): Promise<PrintVerification> {
  const { hash } = await current(project, doctype, docnumbr);
  return { hash, path: verificationPath(project, doctype, docnumbr, hash) };
}

/** The public answer: the record as it is now and whether the printed hash still matches it. */
export async function verifyDocument(
  project: string,
  doctype: string,
  docnumbr: string,
  printed: string,
): Promise<VerificationAnswer> {
  const { view, hash, partyMaster } = await current(project, doctype, docnumbr);
  // A reader reads who decided by the employee's name, and the garage or store in its language; the
  // hash covers the codes and the printed names only.
  const [names, partyAr] = await Promise.all([
    peopleNames(
      project,
      view.approvals.flatMap((approval) => [approval.user, approval.onBehalfOf]),
    ),
    arabicParty(project, partyMaster),
  ]);
  const approvals = view.approvals.map((approval) => ({
    ...approval,
    ...(names[approval.user] ? { userName: names[approval.user] } : {}),
    ...(approval.onBehalfOf && names[approval.onBehalfOf]
      ? { onBehalfOfName: names[approval.onBehalfOf] }
      : {}),
  }));
  return {
    valid: printed.toLowerCase() === hash,
    hash,
    view: { ...view, ...(partyAr ? { partyAr } : {}), approvals },
  };
}
