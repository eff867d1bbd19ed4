/**
 * The winch assignment and winch move forms' values and rules. Pure, tested beside this file.
 */
import type {
  AssignWinch,
  InsertAssignWinchRequest,
  InsertWinchmoveRequest,
  WinchState,
  Winchmove,
} from '@fleet/shared/garage/winch';
import type { TFunction } from 'i18next';
import type { FieldErrors } from '../../../kit/form/formState.ts';
import type { RequestValues } from '../../../kit/form/requestValues.ts';
import type { DocumentColumn } from '../../../kit/list/DocumentList.tsx';
import { dateTimeInputIso, formatDateTimeInput } from '../../../kit/dateTime.ts';
import { savedHeader, storedHeader } from '../../../kit/document/formDocument.ts';

export const assignListPath = '/winchassignlist';
export const assignFormPath = '/Winchdetailsassign';
export const moveListPath = '/winchMovelist';
export const moveFormPath = '/winchMove';

/** `assigndt` as `DD/MM/YYYY HH:mm`. */
export type AssignValues = RequestValues<InsertAssignWinchRequest>;

export const emptyAssign = (now: Date = new Date()): AssignValues => ({
  jobordno: '',
  winchid: '',
  fromlocation: '',
  tolocation: '',
  assigndt: formatDateTimeInput(now),
  remarks: '',
  docnumbr: '',
});

export const fromAssign = (assignment: AssignWinch): AssignValues => ({
  ...storedHeader(assignment, ['jobordno', 'winchid', 'fromlocation', 'tolocation', 'remarks']),
  assigndt: formatDateTimeInput(assignment.assigndt),
});

export function assignErrors(values: AssignValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.jobordno.trim()) errors['jobordno'] = 'errors:inspectionJobOrderRequired';
  if (!values.winchid.trim()) errors['winchid'] = 'errors:winchRequired';
  if (!values.fromlocation.trim()) errors['fromlocation'] = 'errors:winchFromRequired';
  if (!values.tolocation.trim()) errors['tolocation'] = 'errors:winchToRequired';
  if (values.assigndt.trim() && !dateTimeInputIso(values.assigndt))
    errors['assigndt'] = 'winch:fields.dateTimeFormat';
  return errors;
}

export function toAssignRequest(values: AssignValues): InsertAssignWinchRequest {
  const assigndt = dateTimeInputIso(values.assigndt);
  return {
    ...savedHeader(values, ['jobordno', 'winchid']),
    fromlocation: values.fromlocation.trim(),
    tolocation: values.tolocation.trim(),
    remarks: values.remarks.trim(),
    ...(assigndt ? { assigndt } : {}),
  };
}

/** A winch is offered when free, or when it is the one this assignment already holds. */
export const winchFree = (state: WinchState, docnumbr: string) =>
  state.status === 'active' && (!state.busy || state.holder?.docnumbr === docnumbr);

/** The times as `DD/MM/YYYY HH:mm`, the kilometres as typed. */
export type MoveValues = Omit<RequestValues<InsertWinchmoveRequest>, 'kilometer'> & { kilometer: string };

export const emptyMove = (now: Date = new Date()): MoveValues => ({
  asgndocno: '',
  startdt: formatDateTimeInput(now),
  enddt: '',
  kilometer: '',
  remarks: '',
  docnumbr: '',
});

export const fromMove = (move: Winchmove): MoveValues => ({
  ...storedHeader(move, ['asgndocno', 'remarks']),
  startdt: formatDateTimeInput(move.startdt),
  enddt: move.enddt ? formatDateTimeInput(move.enddt) : '',
  kilometer: move.kilometer ? String(move.kilometer) : '',
});

export function moveErrors(values: MoveValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.asgndocno.trim()) errors['asgndocno'] = 'errors:winchMoveAssignmentRequired';
  const start = dateTimeInputIso(values.startdt);
  if (!values.startdt.trim()) errors['startdt'] = 'errors:winchMoveStartRequired';
  else if (!start) errors['startdt'] = 'winch:fields.dateTimeFormat';
  if (values.enddt.trim()) {
    const end = dateTimeInputIso(values.enddt);
    if (!end) errors['enddt'] = 'winch:fields.dateTimeFormat';
    else if (start && Date.parse(end) < Date.parse(start)) errors['enddt'] = 'errors:winchMoveEndBeforeStart';
  }
  const kilometer = Number(values.kilometer || '0');
  if (!Number.isFinite(kilometer) || kilometer < 0 || kilometer > 10_000)
    errors['kilometer'] = 'winch:fields.kilometerRange';
  return errors;
}

export function toMoveRequest(values: MoveValues): InsertWinchmoveRequest {
  return {
    ...savedHeader(values, ['asgndocno']),
    startdt: dateTimeInputIso(values.startdt) ?? '',
    enddt: values.enddt.trim() ? (dateTimeInputIso(values.enddt) ?? '') : '',
    kilometer: Number(values.kilometer || '0'),
    remarks: values.remarks.trim(),
  };
}

/** A winch's name in the reader's language (the English one when it has no Arabic name). */
export const winchName = (row: { winchnam: string; winchnamar: string }, arabic: boolean) =>
  (arabic && row.winchnamar) || row.winchnam;

/** The winch of an assignment or move in a list: its name and code. */
export const winchColumn = <T extends { winchid: string; winchnam: string; winchnamar: string }>(
  t: TFunction,
  arabic: boolean,
): DocumentColumn<T> => ({
  id: 'winch',
  header: t('winch:fields.winchid'),
  value: (row) => `${winchName(row, arabic)} (${row.winchid})`,
});
