/**
 * The top-bar search (issue 25 item 2, `Search/getSearchList`): a vehicle by a prefix of its plate, a job
 * order by its number or short number, a document by its number, each with its job order's status and
 * holder; what the caller may not see (another project, no job order screen, another garage, a document
 * type without its screen, a deleted document) is not found; the text is validated.
 */
import { describe, expect, it } from 'vitest';
import type { SearchAnswer, SearchHit } from '@fleet/shared/platform/search';
import { messages } from '@fleet/shared';
import { accessChanged } from '@fleet/functions/lib/access';
import { updateItem } from '@fleet/functions/lib/db';
import { signIn, type ApiClient, refused, ok, signInAll } from '../../support/api.ts';
import { putRole, putUser, useRuntimeEnv } from '../../support/fixtures.ts';
import { deliverTestJobOrder, moveTestJobOrder, writeTestJobOrder } from '../../support/job-orders.ts';

const run = Date.now().toString(36).toUpperCase();
const path = '/api/Search/getSearchList';

/** A numbered job order (`JO-2097-<5 digits>`, so its short number is found too) at `path` in `project`. */
async function jobOrderAt(project: string, statuses: number[], set: Record<string, unknown> = {}) {
  const sequence = String(10_000 + Math.floor(Math.random() * 90_000));
  const { jobordno, vehicle } = await writeTestJobOrder(`JO-2097-${sequence}`, 'KPTC', [1201], { project });
  for (const to of statuses) await moveTestJobOrder(jobordno, to, { project, set });
  return { jobordno, vehicleno: vehicle.vehicleno, sequence };
}

async function search(client: ApiClient, searchtext: string) {
  const response = await client.get<SearchAnswer>(path, { searchtext });
  return ok(response).hits;
}

const find = (hits: SearchHit[], kind: SearchHit['kind'], jobordno: string) =>
  hits.find((hit) => hit.kind === kind && hit.jobordno === jobordno);

useRuntimeEnv();
const [admin, teamleader] = await signInAll(['admin', 'teamleader']);

describe('integration: Search/getSearchList', () => {
  it('finds a vehicle by a prefix of its plate, typed any way, with its job order, status and holder', async () => {
    const { jobordno, vehicleno } = await jobOrderAt('MOI', [1205, 1208, 1209, 1213], {
      teamleader: 'teamleader',
      teamleadername: 'Garage Team Leader',
    });
    // Test plates are `99/nnnnn`: type them without the slash, the last digit left off.
    const typed = `99 ${vehicleno.slice(3, 7)}`;

    const hits = await search(admin, typed);

    expect(find(hits, 'vehicle', jobordno)).toEqual(
      expect.objectContaining({
        vehicleno,
        jobOrderKind: 'KPTC',
        statuscde: 1213,
        state: 'open',
        garagnam: 'Shuwaikh Main Garage',
        holder: expect.objectContaining({
          group: 'inProgress',
          roles: expect.arrayContaining(['TEAMLEADER']),
        }),
        link: `/vehicle-workflow?jobordno=${jobordno}`,
      }),
    );
  });

  it('shows a vehicle with its newest job order once the older one is delivered', async () => {
    const first = await jobOrderAt('MOI', []);
    await deliverTestJobOrder(first.jobordno);
    const second = `${first.jobordno}-B`;
    await writeTestJobOrder(second, 'KPTC', [1201], { vehicle: { vehicleno: first.vehicleno } });

    const hits = await search(admin, first.vehicleno);

    const vehicles = hits.filter((hit) => hit.kind === 'vehicle' && hit.vehicleno === first.vehicleno);
    expect(vehicles).toEqual([expect.objectContaining({ jobordno: second, statuscde: 1201 })]);
  });

  it('finds a job order by its number and by its short number', async () => {
    const { jobordno, sequence } = await jobOrderAt('MOI', []);

    expect(find(await search(admin, jobordno.toLowerCase()), 'jobOrder', jobordno)).toMatchObject({
      statuscde: 1201,
      holder: { group: 'reception' },
    });
    expect(find(await search(admin, sequence), 'jobOrder', jobordno)).toBeDefined();
    expect(find(await search(admin, jobordno.slice(0, -1)), 'jobOrder', jobordno)).toBeDefined();
  });

  it("finds a document by its number with its job order, for users of the document's screen", async () => {
    const { jobordno } = await jobOrderAt('MOI', [1205, 1208, 1209, 1213]);
    const saved = await teamleader.post<[string, { docnumbr: string }]>(
      '/api/Quotation/insertupdatequotation',
      {
        jobordno,
        lines: [{ linetype: 'PART', sparepart: 'FLT-1001', sparenam: 'Part', qty: 1, unitprice: 12 }],
      },
    );
    const docnumbr = ok(saved)[1].docnumbr;

    const hits = await search(admin, docnumbr.replace(/-/g, ' '));

    expect(hits.find((hit) => hit.kind === 'document' && hit.docnumbr === docnumbr)).toEqual(
      expect.objectContaining({ doctype: 'QUOT', jobordno, statuscde: 1235 }),
    );
    // A job order screen without the estimation's: the job order yes, the estimation no.
    await putRole(`SEARCHJO${run}`, {
      SGRG012: { views: 'Y', adds: 'N', edits: 'N', deletes: 'N', prints: 'N', notifs: 'N' },
    });
    await putUser({ usercode: `searchjo${run}`, roles: [`SEARCHJO${run}`] });
    const viewer = (await signIn(`searchjo${run}`)).client;
    expect((await search(viewer, docnumbr)).filter((hit) => hit.docnumbr === docnumbr)).toEqual([]);
    expect(find(await search(viewer, jobordno), 'jobOrder', jobordno)).toBeDefined();
  });

  it('finds nothing of another project, of another garage, or without a job order screen', async () => {
    const kptc = await jobOrderAt('KPTC', []);
    const moi = await jobOrderAt('MOI', []);
    const kptcAdmin = (await signIn('admin', { project: 'KPTC' })).client;

    expect(find(await search(admin, kptc.jobordno), 'jobOrder', kptc.jobordno)).toBeUndefined();
    expect(find(await search(admin, kptc.vehicleno), 'vehicle', kptc.jobordno)).toBeUndefined();
    expect(find(await search(kptcAdmin, kptc.jobordno), 'jobOrder', kptc.jobordno)).toBeDefined();
    expect(find(await search(kptcAdmin, moi.jobordno), 'jobOrder', moi.jobordno)).toBeUndefined();

    await putRole(`SEARCHNONE${run}`, {
      SGRM010: { views: 'Y', adds: 'N', edits: 'N', deletes: 'N', prints: 'N', notifs: 'N' },
    });
    await putUser({ usercode: `searchnone${run}`, roles: [`SEARCHNONE${run}`] });
    const outsider = (await signIn(`searchnone${run}`)).client;
    expect(await search(outsider, moi.jobordno)).toEqual([]);

    // A user tied to garage G02 does not see the job orders of G01.
    await putRole(`SEARCHG${run}`, {
      SGRG012: { views: 'Y', adds: 'N', edits: 'N', deletes: 'N', prints: 'N', notifs: 'N' },
    });
    await putUser({ usercode: `searchg${run}`, roles: [`SEARCHG${run}`] });
    await updateItem('GLOBAL#USER', `searchg${run}`.toLowerCase(), { garages: ['G02'] }, { mustExist: true });
    await accessChanged();
    const otherGarage = (await signIn(`searchg${run}`)).client;
    expect(find(await search(otherGarage, moi.jobordno), 'jobOrder', moi.jobordno)).toBeUndefined();
  });

  it('refuses an empty or too long text with the catalogue message', async () => {
    for (const searchtext of ['  ', 'X'.repeat(31)]) {
      const response = await admin.get<{ message: string }>(path, { searchtext });
      refused(response, messages.searchTextInvalid);
    }
    expect((await admin.get<SearchAnswer>(path, { searchtext: '--' })).body).toEqual({
      hits: [],
      more: false,
    });
  });
});
