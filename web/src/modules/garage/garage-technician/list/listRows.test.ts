import { describe, expect, it } from 'vitest';
import type { GarageTechnicianLineRow, GarageTechnicianRow } from '@fleet/shared/garage/garage-technician';
import {
  isLineRow,
  listQuery,
  pagingOf,
  rowKey,
  stillAssigned,
  toListPage,
  workshopsCell,
} from './listRows.ts';

const summary = {
  jobordno: 'JO-1',
  statuscde: 1209,
  details: [
    {
      serlnumb: 2,
      wrkshpid: 'WS02',
      wrkshpnam: 'Electrical',
      wrkshpnamar: 'كهرباء',
      emplname: 'Sanjay',
      emplnamar: 'سانجاي',
    },
    {
      serlnumb: 1,
      wrkshpid: 'WS01',
      wrkshpnam: 'Mechanical',
      wrkshpnamar: 'ميكانيك',
      emplname: 'Rajesh',
      emplnamar: 'راجيش',
    },
  ],
} as unknown as GarageTechnicianRow;
const line = { jobordno: 'JO-1', wrkshpid: 'WS02', statuscde: 1210 } as unknown as GarageTechnicianLineRow;

describe('component logic: garage technician list', () => {
  it('sends the date range as dateFrom / dateTo with the other filters, and the detailed view', () => {
    const values = {
      date: { from: '2026-03-01', to: '2026-03-07' },
      jobOrderNo: ' JO-1 ',
      garage: 'G01',
      technician: '',
    };
    expect(listQuery(values, false)).toEqual({
      dateFrom: '2026-03-01',
      dateTo: '2026-03-07',
      jobOrderNo: 'JO-1',
      garage: 'G01',
    });
    expect(listQuery({ workshopId: 'WS01' }, true)).toEqual({ workshopId: 'WS01', detailedView: 'true' });
  });

  it('turns the kit page into pageSize / pageNumber and the answer back into a cursor page', () => {
    expect(pagingOf({ limit: 50 })).toEqual({ pageSize: 50, pageNumber: 1 });
    expect(pagingOf({ limit: 25, cursor: '3' })).toEqual({ pageSize: 25, pageNumber: 3 });
    expect(pagingOf({ limit: 25, cursor: 'junk' })).toEqual({ pageSize: 25, pageNumber: 1 });
    expect(toListPage({ items: [1, 2], totalCount: 5, pageNumber: 1, pageSize: 2, totalPages: 3 })).toEqual({
      items: [1, 2],
      totalCount: 5,
      cursor: '2',
    });
    expect(toListPage({ items: [5], totalCount: 5, pageNumber: 3, pageSize: 2, totalPages: 3 })).toEqual({
      items: [5],
      totalCount: 5,
    });
  });

  it('tells the views apart and keys rows by job order (and workshop in the detailed view)', () => {
    expect(isLineRow(summary)).toBe(false);
    expect(isLineRow(line)).toBe(true);
    expect(rowKey(summary)).toBe('JO-1');
    expect(rowKey(line)).toBe('JO-1:WS02');
  });

  it('refuses edit and delete past 1209', () => {
    expect(stillAssigned(summary)).toBe(true);
    expect(stillAssigned(line)).toBe(false);
  });

  it('shows the workshops of an assignment in line order, in the UI language', () => {
    expect(workshopsCell(summary, false)).toBe('Mechanical: Rajesh · Electrical: Sanjay');
    expect(workshopsCell(summary, true)).toBe('ميكانيك: راجيش · كهرباء: سانجاي');
  });
});
