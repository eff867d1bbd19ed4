/**
 * Verification of printed documents (issue 12) through the local runtime, on the estimation: the print
 * call gives the hash and the link a PDF prints; the public call, without a token, says the printed
 * hash matches while the record is unchanged and no longer matches once its approval is withdrawn; an
 * unknown or deleted document is a 404, an incomplete or malformed link a 400; only the view leaves the
 * server.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import type { PrintVerification, VerificationAnswer } from '@fleet/shared/platform/verification';
import { anonymous, signInAll, ok } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { testJobOrderAt } from '../../support/job-orders.ts';
import { verifiedEstimation } from '../../support/estimations.ts';

const q = (call: string) => `/api/Quotation/${call}`;
const verifyCall = '/api/Verify/getDocument';
const printCall = '/api/Verify/getPrintVerification';
const run = Date.now().toString(36).toUpperCase();

/** A job order whose garage inspection is completed (1213), ready for its estimation. */
const newJobOrder = () => testJobOrderAt('VF', 1213);

/** A submitted estimation of 205.000 KWD (waiting for MOI). */
async function newEstimation(): Promise<{ docnumbr: string; version: number; jobordno: string }> {
  const jobordno = await newJobOrder();
  const response = await teamleader.post<[string, { docnumbr: string; version: number }]>(
    q('insertupdatequotation'),
    { jobordno, ...verifiedEstimation },
  );
  return { ...ok(response)[1], jobordno };
}

async function approve(docnumbr: string, version: number) {
  const response = await moi.post(q('approvequotation'), { docnumbr, version, decision: 'A', remarks: 'OK' });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

const printOf = async (docnumbr: string) => {
  return ok(await teamleader.get<PrintVerification>(printCall, { t: 'QUOT', n: docnumbr }));
};

/** The public call as the SPA makes it from a link's query, without a token. */
const verifyLink = (path: string) =>
  anonymous().get<VerificationAnswer>(
    verifyCall,
    Object.fromEntries(new URLSearchParams(path.slice(path.indexOf('?') + 1))),
  );

useRuntimeEnv();
const [teamleader, moi] = await signInAll(['teamleader', 'moiapprover']);

describe('integration: verification of a printed estimation', () => {
  it('verifies an approved estimation with the printed hash, without a token, and shows only its view', async () => {
    const { docnumbr, version } = await newEstimation();
    await approve(docnumbr, version);

    const printed = await printOf(docnumbr);
    const answer = await verifyLink(printed.path);

    expect(printed.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(printed.path).toBe(`/verify?p=MOI&t=QUOT&n=${docnumbr}&h=${printed.hash}`);
    expect(ok(answer)).toMatchObject({ valid: true, hash: printed.hash });
    expect(Object.keys(answer.body).sort()).toEqual(['hash', 'valid', 'view']);
    const { view } = answer.body;
    expect(Object.keys(view).sort()).toEqual(
      [
        'approvals',
        'docdate',
        'docnumbr',
        'doctype',
        'lines',
        'party',
        'partyAr',
        'status',
        'title',
        'totals',
      ].sort(),
    );
    // The garage in both languages: the estimation keeps its English name, the answer adds the Arabic.
    expect(view.party).toBe('Shuwaikh Main Garage');
    expect(view.partyAr).toBe('كراج الشويخ الرئيسي');
    expect(view).toMatchObject({
      doctype: 'QUOT',
      docnumbr,
      title: { en: 'Estimation', ar: 'التقدير' },
      docdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      lines: 2,
      status: { en: 'Approved', ar: 'معتمد' },
    });
    expect(view.totals.at(-1)).toEqual({ label: { en: 'Total', ar: 'الإجمالي' }, amount: 205 });
    // Who decided, by the employee's name in both languages (issue 25 item 6).
    expect(view.approvals).toEqual([
      {
        level: 'MOI',
        decision: 'A',
        user: 'moiapprover',
        userName: { en: 'Saad Al-Otaibi', ar: 'سعد العتيبي' },
        at: expect.any(String),
      },
    ]);
    // A hash read in capitals (typed from the paper) is the same hash.
    const upper = await anonymous().get<VerificationAnswer>(verifyCall, {
      p: 'MOI',
      t: 'QUOT',
      n: docnumbr,
      h: printed.hash.toUpperCase(),
    });
    expect(upper.body.valid).toBe(true);
  });

  it('no longer matches a copy printed before its approval was withdrawn, and matches the new print', async () => {
    const { docnumbr, version } = await newEstimation();
    await approve(docnumbr, version);
    const before = await printOf(docnumbr);

    const withdrawn = await moi.post<[string]>(q('deletequotationapproval'), undefined, { docnumbr });
    expect(withdrawn.body[0]).toBe(messages.approvalDeleted);
    const old = await verifyLink(before.path);
    const after = await printOf(docnumbr);
    const fresh = await verifyLink(after.path);

    expect(ok(old)).toMatchObject({ valid: false, hash: after.hash });
    expect(old.body.view).toMatchObject({ status: { en: 'Pending approval' }, approvals: [] });
    expect(after.hash).not.toBe(before.hash);
    expect(fresh.body.valid).toBe(true);
  });

  it('answers 404 for an unknown document, an unknown type, another project and a deleted estimation', async () => {
    const { docnumbr } = await newEstimation();
    const printed = await printOf(docnumbr);
    const removed = await teamleader.post<[string]>(q('deletequotation'), undefined, { docnumbr });
    expect(removed.body[0]).toBe(messages.estimationDeleted);

    const notFound = { status: 404, body: { message: messages.verifyNotFound } };
    const link = { p: 'MOI', t: 'QUOT', n: docnumbr, h: printed.hash };
    expect(await verifyLink(printed.path)).toMatchObject(notFound);
    expect(await anonymous().get(verifyCall, { ...link, n: `QT-1999-${run}` })).toMatchObject(notFound);
    expect(await anonymous().get(verifyCall, { ...link, t: 'NOPE' })).toMatchObject(notFound);
    expect(await anonymous().get(verifyCall, { ...link, p: 'KPTC' })).toMatchObject(notFound);
    expect(await teamleader.get(printCall, { t: 'QUOT', n: docnumbr })).toMatchObject(notFound);
  });

  it('answers 400 for an incomplete or malformed link', async () => {
    const incomplete = await anonymous().get(verifyCall, { p: 'MOI', t: 'QUOT', n: 'QT-2026-00001' });
    const empty = await anonymous().get(verifyCall, { p: 'MOI', t: 'QUOT', n: '', h: 'ab' });
    const malformed = await anonymous().get(verifyCall, { p: 'MOI#X', t: 'QUOT', n: 'QT-1', h: 'ab' });
    const notHex = await anonymous().get(verifyCall, { p: 'MOI', t: 'QUOT', n: 'QT-1', h: 'xyz' });
    const print = await teamleader.get(printCall, { t: 'QUOT' });

    expect(incomplete).toMatchObject({ status: 400, body: { message: messages.verifyParamsRequired } });
    expect(empty).toMatchObject({ status: 400, body: { message: messages.verifyParamsRequired } });
    expect(malformed).toMatchObject({ status: 400, body: { message: messages.verifyLinkInvalid } });
    expect(notHex).toMatchObject({ status: 400, body: { message: messages.verifyLinkInvalid } });
    expect(print).toMatchObject({ status: 400, body: { message: messages.verifyParamsRequired } });
  });

  it('gives the print verification to signed-in users only', async () => {
    const response = await anonymous().get(printCall, { t: 'QUOT', n: 'QT-2026-00001' });

    expect(response).toMatchObject({ status: 401, body: { message: messages.unauthorized } });
  });
});
