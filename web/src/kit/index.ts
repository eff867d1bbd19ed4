/**
 * The shared list and form kit of the SPA: every module's list and form pages are built from these.
 * See each file's header for the spec rule it implements.
 */
export {
  ToastProvider,
  Toasts,
  useToasts,
  type ToastApi,
  type ToastProviderProps,
  type ToastsProps,
} from './toasts/ToastProvider.tsx';

export { errorText, serverText, useErrorText, writeMessage } from './messages.ts';

export { can, screenRights, useScreenRights } from './rights.ts';

export { saveBlob } from './download.ts';

export { FilterPanel, type FilterPanelProps } from './filters/FilterPanel.tsx';

export { useFilters } from './filters/useFilters.ts';

export {
  defaultRange,
  isoDay,
  matchingQuickRange,
  parseIsoDay,
  quickRange,
  quickRangeKinds,
  type DateRange,
  type DefaultWindow,
  type QuickRangeKind,
} from './filters/dates.ts';

export {
  activeFilterCount,
  filterQuery,
  inDateRange,
  initialFilterValues,
  isDateRange,
  matchesSearch,
  searchKey,
  type FilterField,
  type FilterOption,
  type FilterValue,
  type FilterValues,
} from './filters/model.ts';

export { searchDebounceMs, useDebouncedDraft } from './filters/useDebouncedValue.ts';

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

export { DeleteConfirm, type DeleteConfirmProps } from './DeleteConfirm.tsx';

export { ActionDialog, useDialogSend, type ActionDialogProps } from './ActionDialog.tsx';

export { usePdf, type PdfActions } from './pdf/usePdf.tsx';
export type { PdfDocumentView, PdfRenderer } from './pdf/renderer.ts';
export { clearQueryCache, useQuery, type QueryOptions, type QueryState } from './useQuery.ts';

export {
  lookupCacheMs,
  useLookupOptions,
  workflowChoices,
  type LookupCaching,
  type LookupOptions,
} from './useLookupOptions.ts';

export {
  ApprovalHistory,
  ApprovalPanel,
  type ApprovalPanelProps,
  type ApprovalWithdrawal,
} from './approval/ApprovalPanel.tsx';

export { DocumentApproval, type DocumentApprovalProps } from './approval/DocumentApproval.tsx';

export {
  bulkDecisions,
  initialDecisions,
  missingRejectionRemarks,
  type LineDecisions,
} from './approval/decisions.ts';

export { PartEntrySection } from './form/PartEntry.tsx';
export {
  DocumentLines,
  inputColumn,
  itemColumn,
  serialColumn,
  type LineColumn,
} from './form/DocumentLines.tsx';
export { removeLine, updateLine } from './form/lines.ts';
export { PartLines, issuedColumns } from './form/PartLines.tsx';
export { DocumentTotals, TotalsBlock } from './form/TotalsBlock.tsx';
export { CheckStatus, type CheckStatusValue } from './form/CheckStatus.tsx';
export { DeclaredFields } from './form/declaredFields.tsx';
