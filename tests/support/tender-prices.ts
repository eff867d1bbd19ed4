/** The oil filter and its tender price from Gulf Parts (V001, MOI approved) for the tender price unit tests. */
import type { TenderPriceRow } from '@fleet/shared/masters/tender-price';
import type { SparePart } from '@fleet/shared/platform/lookups';

export const oilFilter: SparePart = {
  sparepart: 'FLT-1001',
  sparenam: 'Oil filter',
  sparenamar: 'فلتر زيت',
  sparepric: 3,
  spareuom: 'PCS',
  sparecat: 'FILTERS',
  vehmakid: 'INMS',
  version: 1,
};

export const oilFilterTender: TenderPriceRow = {
  sparepart: 'FLT-1001',
  sparenam: 'Oil filter',
  sparenamar: 'فلتر زيت',
  spareuom: 'PCS',
  sparecat: 'FILTERS',
  vendcode: 'V001',
  vendname: 'Gulf Parts',
  vendnamear: 'قطع الخليج',
  moiApproved: 'Y',
  tenderno: 'KPTC/TND/2025/014',
  tenderpric: 2.5,
  validfrom: '2025-01-01',
  validto: '2027-12-31',
  version: 3,
};
