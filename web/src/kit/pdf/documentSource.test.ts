// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { documentPdfSource, numberedPdfSource } from './documentSource.ts';
import { PdfError, producePdf } from './source.ts';

const loadMasterNames = vi.fn();
const peopleNames = vi.fn();
vi.mock('../masterNames.ts', () => ({ loadMasterNames: (...args: unknown[]) => loadMasterNames(...args) }));
const printVerification = vi.fn();
vi.mock('../people.ts', () => ({ peopleNames: (...args: unknown[]) => peopleNames(...args) }));
vi.mock('./verificationApi.ts', () => ({
  printVerification: (...args: unknown[]) => printVerification(...args),
}));

interface Sheet {
  docnumbr: string;
  cretuser: string;
  lines: number[];
}

const sheet: Sheet = { docnumbr: 'CST-1', cretuser: 'storekeeper', lines: [1] };
const verification = { url: 'https://fleet.example/verify?t=CST&n=CST-1&h=01', hash: '0123' };
const names = { stores: { MAIN: { en: 'Main Store', ar: 'المخزن الرئيسي' } } };
const people = { storekeeper: { en: 'Yousef Al-Store', ar: 'يوسف المخزن' } };

const source = (document: Sheet, render = vi.fn(async () => new Blob(['%PDF']))) =>
  documentPdfSource({
    fileName: 'CostSheet_CST-1.pdf',
    title: 'Cost sheet CST-1',
    load: async () => document,
    verify: async () => verification,
    people: (loaded) => [loaded.cretuser],
    names: ['stores'],
    render,
  });

describe('unit: document PDF source', () => {
  beforeEach(() => {
    loadMasterNames.mockResolvedValue(names);
    peopleNames.mockResolvedValue(people);
  });

  it('loads the document with its verification mark, the masters and the names of the codes it prints', async () => {
    expect(await source(sheet).load()).toEqual({ document: sheet, verification, people, names });
    expect(loadMasterNames).toHaveBeenCalledWith(['stores']);
    expect(peopleNames).toHaveBeenCalledWith(['storekeeper']);
  });

  it('renders the document with what it loaded, and refuses one without lines before rendering', async () => {
    const render = vi.fn(async () => new Blob(['%PDF']));

    await producePdf(source(sheet, render));

    expect(render).toHaveBeenCalledWith(sheet, expect.objectContaining({ verification, people, names }));
    // No hasData given: a document with lines needs one.
    await expect(producePdf(source({ ...sheet, lines: [] }, render))).rejects.toEqual(new PdfError('noData'));
    expect(render).toHaveBeenCalledOnce();
  });

  it('names a numbered document by its number and reads its mark under the type the number tells', async () => {
    printVerification.mockResolvedValue(verification);
    const t = ((key: string, values: { docnumbr: string }) =>
      `${key} ${values.docnumbr}`) as unknown as TFunction;
    const numbered = numberedPdfSource<Sheet>({
      doctype: (number) => number.slice(0, 3),
      fileName: (number) => `CostSheet_${number}.pdf`,
      title: (tr, docnumbr) => tr('costSheet:pdf.title', { docnumbr }),
      people: (loaded) => [loaded.cretuser],
      names: ['stores'],
      render: async () => new Blob(['%PDF']),
    })(t, 'CST-1', async () => sheet);

    expect([numbered.fileName, numbered.title]).toEqual(['CostSheet_CST-1.pdf', 'costSheet:pdf.title CST-1']);
    expect((await numbered.load()).verification).toEqual(verification);
    expect(printVerification).toHaveBeenCalledWith('CST', 'CST-1');
  });
});
