/**
 * The shared list and form kit of the SPA: every module's list and form pages are built from these.
 * See each file's header for the spec rule it implements.
 */
export { useToasts, type ToastApi } from './toasts/ToastProvider.tsx';

export { errorText, serverText, useErrorText } from './messages.ts';

export { can, screenRights, useScreenRights } from './rights.ts';

export { saveBlob } from './download.ts';

export { isoDay, type DefaultWindow } from './filters/dates.ts';

export {
  filterQuery,
  matchesSearch,
  searchKey,
  type FilterField,
  type FilterOption,
  type FilterValues,
} from './filters/model.ts';

export { useDebouncedDraft } from './filters/useDebouncedValue.ts';

export { DocumentList, type DocumentColumn, type DocumentListActions } from './list/DocumentList.tsx';
export { type ListQuery } from './list/useListData.ts';
export { type ListAnswer } from './list/paging.ts';
export { sumAmounts } from './list/totals.ts';
export { listDay, listOpens, pageParams, pickedQuery, type FormTargetOf } from './list/listPage.ts';
export { ListTabs } from './list/ListTabs.tsx';
export {
  useDocumentListPage,
  type DocumentListPage,
  type DocumentListPageOptions,
} from './list/useDocumentListPage.tsx';

export { DocumentForm } from './form/DocumentForm.tsx';
export { DocumentPage, useDocumentSave } from './document/DocumentPage.tsx';
export { documentFormUrl, parseDocumentMode, rightOfStatus, type DocumentMode } from './form/mode.ts';
export { useFormState, schemaErrorKeys, type FieldErrors, type FormState } from './form/formState.ts';
export {
  CheckboxField,
  DateField,
  DateTimeField,
  FieldLabel,
  MultiselectField,
  PickField,
  ReadOnlyField,
  SelectField,
  TextAreaField,
  TextField,
  type FieldOption,
  type KeysOf,
} from './form/fields.tsx';
export { useUnsavedChanges } from './form/useUnsavedChanges.ts';
export { DiscardChangesModal } from './form/DiscardChangesModal.tsx';
export { useDocumentFormPage } from './form/useDocumentFormPage.ts';
export { DocumentHeaderRow } from './form/DocumentHeaderRow.tsx';
export { AmountField } from './form/AmountField.tsx';
export { DocumentPickerFields } from './form/DocumentPickerFields.tsx';
export { PickedDocumentSection } from './form/PickedDocumentSection.tsx';
export { SaveConflictAlert, useSaveConflict } from './form/SaveConflict.tsx';
export { useJobOrderPreset } from './form/jobOrderPreset.ts';

export { DeleteConfirm } from './DeleteConfirm.tsx';

export { ActionDialog, type ActionDialogProps } from './ActionDialog.tsx';
export { useSend } from './toasts/useSend.ts';

export { usePdf, type PdfActions } from './pdf/usePdf.tsx';
export { clearQueryCache, useQuery } from './useQuery.ts';
export { pendingColumns, WorkList } from './list/WorkList.tsx';

export { lookupCacheMs, useLookupOptions, workflowChoices } from './useLookupOptions.ts';
export { useGarageOptions, useMakeOptions } from './useLookupOptions.ts';
export { wordedOptions } from './wordedOptions.ts';

export { ApprovalHistory, ApprovalPanel } from './approval/ApprovalPanel.tsx';

export { DocumentApproval } from './approval/DocumentApproval.tsx';
export { levelsHeld, waitingLevelHeld, type Approver } from './approval/approver.ts';
export { useApprover } from './approval/useApprover.ts';

export { PartEntrySection } from './form/PartEntry.tsx';
export { DocumentLines, serialColumn, type LineColumn } from './form/DocumentLines.tsx';
export { removeLine } from './form/lines.ts';
export { PartLines, issuedColumns } from './form/PartLines.tsx';
export { DocumentTotals, TotalsBlock } from './form/TotalsBlock.tsx';
export { CheckStatus, type CheckStatusValue } from './form/CheckStatus.tsx';
export { declaredFields } from './form/declaredFields.tsx';
