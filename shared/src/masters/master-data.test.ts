import { describe, expect, it } from 'vitest';
import {
  createMakeBody,
  createSupplierBody,
  deleteMakeQuery,
  masterListQuery,
  pageOf,
  updateColorBody,
} from './master-data.ts';
import { messages } from '../platform/messages.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('master data schemas', () => {
  it('trims and upper-cases codes, defaults the Arabic name', () => {
    expect(createMakeBody.parse({ vehmakid: ' toy2 ', vehmaknam: ' Toyota ' })).toEqual({
      vehmakid: 'TOY2',
      vehmaknam: 'Toyota',
      vehmaknamar: '',
    });
  });

  it('answers each rule with its message', () => {
    expect(firstMessage(createMakeBody.safeParse({ vehmaknam: 'A' }))).toBe(messages.masterCodeRequired);
    expect(firstMessage(createMakeBody.safeParse({ vehmakid: 'a b', vehmaknam: 'A' }))).toBe(
      messages.masterCodeInvalid,
    );
    expect(firstMessage(createMakeBody.safeParse({ vehmakid: 'A', vehmaknam: '  ' }))).toBe(
      messages.masterNameRequired,
    );
    expect(firstMessage(createMakeBody.safeParse({ vehmakid: 'A', vehmaknam: 'x'.repeat(101) }))).toBe(
      messages.masterNameTooLong,
    );
    const supplier = { vendcode: 'V9', vendname: 'S' };
    expect(firstMessage(createSupplierBody.safeParse({ ...supplier, moiApproved: 'X' }))).toBe(
      messages.masterMoiApprovedInvalid,
    );
    expect(firstMessage(createSupplierBody.safeParse({ ...supplier, mobile: '123' }))).toBe(
      messages.masterMobileInvalid,
    );
    expect(firstMessage(createSupplierBody.safeParse({ ...supplier, email: 'x@' }))).toBe(
      messages.masterEmailInvalid,
    );
    expect(updateColorBody.safeParse({ colorcode: 'C', colornam: 'N' }).success).toBe(false);
  });

  it('defaults a supplier to not approved, active, without contact', () => {
    expect(createSupplierBody.parse({ vendcode: 'v9', vendname: 'S' })).toEqual({
      vendcode: 'V9',
      vendname: 'S',
      vendnamear: '',
      moiApproved: 'N',
      mobile: '',
      email: '',
      status: 'active',
    });
  });

  it('reads query versions and paging as numbers, blanks as absent', () => {
    expect(deleteMakeQuery.parse({ vehmakid: 'toy', version: '3' })).toEqual({ vehmakid: 'TOY', version: 3 });
    expect(deleteMakeQuery.parse({ vehmakid: 'toy', version: '' })).toEqual({ vehmakid: 'TOY' });
    expect(masterListQuery.parse({ pageSize: '50', pageNumber: '2', searchTerm: ' ' })).toEqual({
      pageSize: 50,
      pageNumber: 2,
    });
  });
});

describe('pageOf', () => {
  const rows = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Alpine'].map((name, index) => ({
    id: `R${index}`,
    name,
  }));
  const texts = (row: { id: string; name: string }) => [row.id, row.name];

  it('answers every matching row without paging', () => {
    expect(pageOf(rows, texts, { searchTerm: 'alp' }).map((row) => row.name)).toEqual(['Alpha', 'Alpine']);
    expect(pageOf(rows, texts, {})).toHaveLength(5);
  });

  it('answers the page asked for', () => {
    expect(pageOf(rows, texts, { pageSize: 2, pageNumber: 2 }).map((row) => row.id)).toEqual(['R2', 'R3']);
    expect(pageOf(rows, texts, { pageSize: 2 }).map((row) => row.id)).toEqual(['R0', 'R1']);
    expect(pageOf(rows, texts, { pageSize: 2, pageNumber: 4 })).toEqual([]);
  });
});
