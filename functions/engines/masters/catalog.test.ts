import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from '@fleet/shared';
import type { SparePart } from '@fleet/shared/platform/lookups';
import { assertKnownItems, partLineOf } from './catalog.ts';

const part = {
  sparepart: 'P1',
  sparenam: 'Brake pad',
  spareuom: 'PCS',
  sparecat: 'BRAKES',
  sparepric: 4.5,
} as unknown as SparePart;

describe('unit: part lines of a request', () => {
  it('numbers a line and names it from the item master', () => {
    expect(partLineOf(2, part, { qty: 3, remarks: 'front' })).toEqual({
      serlnumb: 2,
      sparepart: 'P1',
      sparenam: 'Brake pad',
      spareuom: 'PCS',
      sparecat: 'BRAKES',
      qty: 3,
      remarks: 'front',
    });
  });

  it('refuses the first item the catalog does not know, naming it', () => {
    const catalog = { items: new Map([['P1', part]]) };
    expect(() => assertKnownItems(catalog, [{ sparepart: 'P1' }])).not.toThrow();
    expect(() => assertKnownItems(catalog, [{ sparepart: 'P1' }, { sparepart: 'P9' }])).toThrow(
      formatMessage(messages.storeUnknownItem, { item: 'P9' }),
    );
  });
});
