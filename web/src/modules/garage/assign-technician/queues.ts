/**
 * The work queues of the module (parking, delivery and the garage's steps after the repair), each
 * named once: the name gives its texts (`assignTechnician:<queue>List`, `<queue>Form`), its pages
 * (`paths.<queue>List`, `<queue>Form`) and its call (`<queue>Queue`) to QueueList and QueueForm.
 */
import { assignTechnicianApi } from './api.ts';
import { paths } from './lists.ts';

export type QueueName = 'parking' | 'delivery' | 'washing' | 'deliveryApproval' | 'parkingGarage';

/** What a queue's list takes from its name (`QueueList`): its texts, call and form. */
export const queueList = (queue: QueueName) => ({
  texts: `assignTechnician:${queue}List`,
  fetch: assignTechnicianApi[`${queue}Queue`],
  formPath: paths[`${queue}Form`],
});

/** What a queue's form takes from its name (`QueueForm`): its texts, list and query key. */
export const queueForm = (queue: QueueName) => ({
  texts: `assignTechnician:${queue}Form`,
  listPath: paths[`${queue}List`],
  readKey: queue,
});
