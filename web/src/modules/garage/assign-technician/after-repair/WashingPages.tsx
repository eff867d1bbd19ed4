/**
 * Washing (`/washinglist`, `/washing`; screen SGRG011): the vehicles washed after the final QC by MOI
 * (1224) and the form that records a wash of a job order at 1223 (date-time DD/MM/YYYY HH:mm, default
 * now, and remarks).
 */
import { assignTechnicianScreens } from '@fleet/shared/garage/assign-technician';
import { assignTechnicianApi } from '../api.ts';
import { emptyWashing, toWashingRequest, washingErrors } from '../forms.ts';
import { paths } from '../lists.ts';
import { QueueForm } from '../QueueForm.tsx';
import { QueueList } from '../QueueList.tsx';
import { StepDateTimeField } from '../StepDateTimeField.tsx';

export function WashingListPage() {
  return (
    <QueueList
      id="washing-list"
      screen={assignTechnicianScreens.washing}
      texts="assignTechnician:washingList"
      exportTitle="Washing"
      fetch={assignTechnicianApi.washingQueue}
      formPath={paths.washingForm}
      actionIcon="add-plus"
    />
  );
}

export function WashingFormPage() {
  return (
    <QueueForm
      screen={assignTechnicianScreens.washing}
      listPath={paths.washingList}
      readKey="washing"
      empty={emptyWashing}
      validate={washingErrors}
      submit={(values) => assignTechnicianApi.wash(toWashingRequest(values))}
      tostatus={1224}
      texts="assignTechnician:washingForm"
      fields={(form) => <StepDateTimeField form={form} name="washdt" required />}
    />
  );
}
