// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@fleet/shared';
import type { DocumentMode } from '../form/mode.ts';
import { formOf, masterForm, masterList } from './masterForm.ts';

interface Row {
  wrkshpid: string;
  mainrepid: string;
}
const signal = new AbortController().signal;
const mode = (status: DocumentMode['status']) => ({ status }) as DocumentMode;

describe('master records', () => {
  it('opens the form of a row by its number, and a new record without one', () => {
    const open = formOf<Row>('/mainrepair', (row) => `${row.wrkshpid}|${row.mainrepid}`);
    expect(open('EDIT', { wrkshpid: 'W1', mainrepid: 'M1' })).toContain(
      `docnumbr=${encodeURIComponent('W1|M1')}`,
    );
    expect(open('ADD')).not.toContain('docnumbr');
  });

  it('lists a master whole, filters open, its page size kept under its route', () => {
    const list = masterList<Row>(
      { screen: 'SGRM007', listPath: '/mainrepairlist', formPath: '/mainrepair' },
      (row) => row.mainrepid,
    );
    expect({ ...list, form: undefined }).toEqual({
      screen: 'SGRM007',
      window: 'none',
      filtersExpanded: true,
      pageSizeKey: 'pageSize:mainrepairlist',
      form: undefined,
    });
    expect(list.form('VIEW', { wrkshpid: 'W1', mainrepid: 'M1' })).toMatch(/^\/mainrepair\?.*docnumbr=M1/);
  });

  it('tells the errors whether a stored record is edited', () => {
    const errors = vi.fn(() => ({}));
    const options = masterForm({
      screen: 'SGRM007',
      listPath: '/mainrepairlist',
      key: 'mainRepair',
      empty: () => ({ name: '' }),
      errors,
      get: async (code: string) => ({ code }),
      toValues: () => ({ name: '' }),
      save: async () => undefined,
    });
    options.validate?.({ name: '' }, mode('EDIT'));
    options.validate?.({ name: '' }, mode('ADD'));
    expect(errors.mock.calls.map((call) => (call as unknown[])[1])).toEqual([true, false]);
  });

  it('reads by the key the number names, the number itself without a key, and refuses a number naming none', async () => {
    const get = vi.fn(async (key: unknown) => ({ key }));
    const keyed = masterForm({
      screen: 'SGRM007',
      listPath: '/mainrepairlist',
      key: 'mainRepair',
      empty: () => ({}),
      errors: () => ({}),
      keyOf: (docnumbr) => (docnumbr.includes('|') ? docnumbr.split('|') : undefined),
      get,
      toValues: () => ({}),
      save: async () => undefined,
    });
    await expect(keyed.read.fetch('W1|M1', signal)).resolves.toEqual({ key: ['W1', 'M1'] });
    await expect(keyed.read.fetch('W1', signal)).rejects.toThrow(messages.notFound);
    const plain = masterForm({ ...keyed, key: 'employee', errors: () => ({}), get, toValues: () => ({}) });
    await expect(plain.read.fetch('E7', signal)).resolves.toEqual({ key: 'E7' });
  });
});
