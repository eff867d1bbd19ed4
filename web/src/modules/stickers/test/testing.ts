/** Component tests' data of the sticker pages: a job with the technician, one task open. */
import type { StickerJob } from '@fleet/shared/stickers/stickers';

export const testStickerJob = (): StickerJob => ({
  jobordno: 'JO-1',
  joborddat: '2026-03-01',
  vehicleno: '12/34567',
  vehmaknam: 'Toyota',
  garage: 'G01',
  garagnam: 'Main',
  kind: 'KPTC',
  stage: 'technician',
  teamlead: 'teamleader',
  teamleadname: 'Lead',
  technician: 'technician',
  technicianname: 'Tech',
  remarks: '',
  assigndt: '',
  techassigndt: '',
  tasks: [{ taskid: 'T01', taskname: 'Oil', tasknamear: '', done: false, donedt: '', doneby: '' }],
  items: [],
  images: [],
  stickermake: '',
  stickername: '',
  nextservicekm: 0,
  nextservicedate: '',
  completedt: '',
  version: 3,
});
