/**
 * The estimation the verification tests save and print: the seed's engine overhaul (180.000 KWD of
 * labour) and 2 L of engine oil at 12.500, 205.000 KWD in all.
 */
export const verifiedEstimation = {
  remarks: 'Engine knocking',
  lines: [
    { linetype: 'SUBREPAIR', wrkshpid: 'WS01', mainrepid: 'MR0101', subrepid: 'SR010101' },
    {
      linetype: 'PART',
      sparepart: 'OIL-4001',
      sparenam: 'Engine oil',
      spareuom: 'L',
      qty: 2,
      unitprice: 12.5,
    },
  ],
};
