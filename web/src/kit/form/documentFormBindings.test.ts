import { describe, expect, it, vi } from 'vitest';
import { allRights } from '@fleet/shared';
import { documentFormBindings } from './documentFormBindings.ts';
import { parseDocumentMode } from './mode.ts';

describe('unit: documentFormBindings', () => {
  it('passes the read of the document, unsaved changes and the save check to the form', () => {
    const reload = vi.fn();
    const touchAll = vi.fn(() => true);
    const failure = new Error('read failed');

    const bindings = documentFormBindings({
      mode: parseDocumentMode('mod=false&status=EDIT&docnumbr=MI-1'),
      rights: allRights,
      listPath: '/maintenanceinvoicelist',
      form: { dirty: true, touchAll, reset: vi.fn() },
      document: { loading: false, error: failure, reload },
      empty: () => ({ remarks: '' }),
    });

    expect(bindings).toMatchObject({
      mode: { status: 'EDIT', docnumbr: 'MI-1' },
      listPath: '/maintenanceinvoicelist',
      loading: false,
      loadError: failure,
      dirty: true,
    });
    expect(bindings.onRetry).toBe(reload);
    expect(bindings.canSave?.()).toBe(true);
    expect(touchAll).toHaveBeenCalledOnce();
  });

  it('clears to a new empty document each time', () => {
    const reset = vi.fn();
    const bindings = documentFormBindings({
      mode: parseDocumentMode('mod=false&status=ADD'),
      rights: allRights,
      listPath: '/userMasterlist',
      form: { dirty: false, touchAll: () => true, reset },
      document: { loading: false, reload: () => {} },
      empty: () => ({ remarks: '', lines: [] as string[] }),
    });

    bindings.onClear?.();
    bindings.onClear?.();

    expect(reset).toHaveBeenCalledTimes(2);
    expect(reset.mock.calls[0]?.[0]).toEqual({ remarks: '', lines: [] });
    expect(reset.mock.calls[0]?.[0]).not.toBe(reset.mock.calls[1]?.[0]);
  });
});
