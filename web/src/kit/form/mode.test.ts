import { describe, expect, it } from 'vitest';
import { documentFormUrl, parseDocumentMode } from './mode.ts';

describe('unit: parseDocumentMode', () => {
  it('reads an editable new document', () => {
    expect(parseDocumentMode('?mod=false&status=ADD')).toEqual({ status: 'ADD', readOnly: false });
  });

  it('reads an edit of a document', () => {
    expect(parseDocumentMode('mod=false&status=EDIT&docnumbr=MI-0001')).toEqual({
      status: 'EDIT',
      readOnly: false,
      docnumbr: 'MI-0001',
    });
  });

  it('makes VIEW read-only whatever mod says', () => {
    expect(parseDocumentMode('mod=false&status=view&docnumbr=7').readOnly).toBe(true);
  });

  it('makes any mod other than false read-only', () => {
    expect(parseDocumentMode('mod=true&status=EDIT&docnumbr=7')).toMatchObject({
      status: 'EDIT',
      readOnly: true,
    });
    expect(parseDocumentMode('status=EDIT&docnumbr=7').readOnly).toBe(false);
  });

  it('falls back to ADD when EDIT has no document', () => {
    expect(parseDocumentMode('mod=false&status=EDIT')).toEqual({ status: 'ADD', readOnly: false });
  });

  it('reads an unknown status as VIEW of a given document and ADD otherwise', () => {
    expect(parseDocumentMode('status=DELETE&docnumbr=7')).toMatchObject({ status: 'VIEW', readOnly: true });
    expect(parseDocumentMode('')).toEqual({ status: 'ADD', readOnly: false });
  });

  it('reads the document from a named parameter (costshtno), docnumbr still accepted', () => {
    expect(
      parseDocumentMode('costshtno=CST-1&mod=true&status=APPROVE&level=MOI', undefined, 'costshtno'),
    ).toEqual({ status: 'VIEW', readOnly: true, docnumbr: 'CST-1' });
    expect(parseDocumentMode('docnumbr=CST-2&status=VIEW', undefined, 'costshtno').docnumbr).toBe('CST-2');
    expect(parseDocumentMode('costshtno=CST-1&status=VIEW').docnumbr).toBeUndefined();
  });

  it('takes the document from navigation state when the query has none', () => {
    expect(parseDocumentMode('mod=false&status=EDIT', { docnumbr: 'MI-9' }).docnumbr).toBe('MI-9');
    expect(parseDocumentMode('status=EDIT&docnumbr=A', { docnumbr: 'B' }).docnumbr).toBe('A');
  });

  it('drops the document when adding', () => {
    expect(parseDocumentMode('status=ADD&docnumbr=7')).toEqual({ status: 'ADD', readOnly: false });
  });
});

describe('unit: documentFormUrl', () => {
  it('builds the form URL of each mode and reads back the same mode', () => {
    expect(documentFormUrl('/userMaster', 'ADD')).toBe('/userMaster?mod=false&status=ADD');
    expect(documentFormUrl('/userMaster', 'EDIT', 'ali.k')).toBe(
      '/userMaster?mod=false&status=EDIT&docnumbr=ali.k',
    );
    const view = documentFormUrl('/maintenanceinvoice', 'VIEW', 'MI 1');
    expect(parseDocumentMode(view.split('?')[1]!)).toEqual({
      status: 'VIEW',
      readOnly: true,
      docnumbr: 'MI 1',
    });
  });
});
