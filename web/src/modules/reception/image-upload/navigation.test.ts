import { describe, expect, it } from 'vitest';
import { formTypeOf, imageUploadFormUrl, imageUploadListUrl } from './navigation.ts';

describe('unit: image upload navigation', () => {
  it('reads the form type, reception by default', () => {
    expect(formTypeOf('?frmtypeimg=moi')).toBe('moi');
    expect(formTypeOf('?frmtypeimg=REC')).toBe('rec');
    expect(formTypeOf('')).toBe('rec');
    expect(formTypeOf('?frmtypeimg=gar')).toBe('rec');
  });

  it('builds list and form URLs', () => {
    expect(imageUploadListUrl('rec')).toBe('/imageuploadlistrecmoi?frmtypeimg=rec');
    expect(imageUploadFormUrl('ADD', 'rec')).toBe('/imageuploadrecmoi?mod=false&status=ADD&frmtypeimg=rec');
    expect(imageUploadFormUrl('VIEW', 'moi', { docnumbr: 'IMG-2026-00001', jobordno: 'JO-1' })).toBe(
      '/imageuploadrecmoi?mod=true&status=VIEW&docnumbr=IMG-2026-00001&frmtypeimg=moi&jobordno=JO-1',
    );
  });
});
