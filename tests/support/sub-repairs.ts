/** The Mechanical workshop's engine overhaul as the sub repair master holds it, for unit tests. */
import type { SubRepair } from '@fleet/shared/platform/lookups';

export const engineOverhaul = (version: number): SubRepair => ({
  wrkshpid: 'WS01',
  mainrepid: 'MR0101',
  subrepid: 'SR010101',
  subrepnam: 'Engine overhaul',
  subrepnamar: 'عمرة المحرك',
  laborhors: 24,
  laborcost: 180,
  stdamount: 650,
  version,
});
