/**
 * An earlier job order of plate 99/00001 as the warranty rules read it (no runtime): its repairs done
 * in the Mechanical workshop's engine repairs by technician E1007, for the unit tests of the shared
 * rules and of the claim the warranty module composes.
 */
import type { EarlierRepair } from '@fleet/shared/garage/warranty';

export const earlierRepair = (subrepid: string, donedate: string): EarlierRepair => ({
  wrkshpid: 'WS01',
  wrkshpnam: 'Mechanical',
  mainrepid: 'MR01',
  mainrepnam: 'Engine',
  subrepid,
  subrepnam: subrepid,
  donedate,
  empcdetech: 'E1007',
  emplname: 'Mechanic',
});

export const earlierJobOrder = (jobordno: string, joborddat: string, repairs: EarlierRepair[]) => ({
  jobordno,
  joborddat,
  vehicleno: '99/00001',
  garage: 'G01',
  garagnam: 'Main',
  statuscde: 1227,
  empcdetech: 'E1005',
  emplname: 'Reception',
  repairs,
});
