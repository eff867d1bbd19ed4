/** The job card reception saves for a plate (main service at G01, no accident, no winch, for the MOI inspector). */
export const jobCardRequest = (
  vehicleno: string,
  fields: { moijobord: string; checklist: object[]; photos: object[] } & Record<string, unknown>,
) => ({
  vehicleno,
  garage: 'G01',
  servicetype: 'main',
  mobileno: '99887766',
  prevservicedate: '2025-01-15',
  accident: 'N',
  winch: 'N',
  inspector: 'inspector',
  ...fields,
});
