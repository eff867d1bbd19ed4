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

export {
  DocumentList,
  type DeleteActionConfig,
  type DocumentColumn,
  type DocumentListActions,
  type DocumentListProps,
  type ExtraRowAction,
  type RowActionConfig,
} from './list/DocumentList.tsx';
export {
  useListData,
  type ListData,
  type ListFetcher,
  type ListQuery,
  type UseListDataOptions,
} from './list/useListData.ts';
export {
  clientPage,
  defaultPageSize,
  pageSizeOptions,
  pagesCount,
  serialNumber,
  type ListAnswer,
  type ListPage,
} from './list/paging.ts';
export { roundKwd, sumAmounts } from './list/totals.ts';
export {
  exportFileName,
  sheetModel,
  writeWorkbook,
  type ExportColumn,
  type SheetModel,
} from './list/excel.ts';
export { actionState, rightOfAction, rowActions, type RowAction } from './list/rowActions.ts';
export {
  listDay,
  listOpens,
  pageParams,
  pickedQuery,
  resolveFormTarget,
  tabOf,
  type FormTarget,
  type FormTargetOf,
} from './list/listPage.ts';
export { ListTabs, type ListTabsProps } from './list/ListTabs.tsx';
export { amountColumn, dayColumn, fieldColumn } from './list/columns.ts';
export {
  useDocumentListPage,
  type DocumentListPage,
  type DocumentListPageOptions,
} from './list/useDocumentListPage.tsx';

export { DocumentForm, type DocumentFormProps } from './form/DocumentForm.tsx';
export {
  documentFormUrl,
  parseDocumentMode,
  rightOfStatus,
  type DocumentMode,
  type FormStatus,
} from './form/mode.ts';
export { DocumentFormContext, useDocumentMode } from './form/context.ts';
export {
  sameValues,
  useFormState,
  zodFieldErrors,
  schemaErrorKeys,
  type FieldErrors,
  type FormState,
} from './form/formState.ts';
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
export { confirmUnload, useUnsavedChanges, type UnsavedChangesGuard } from './form/useUnsavedChanges.ts';
export { DiscardChangesModal } from './form/DiscardChangesModal.tsx';
export {
  documentFormBindings,
  type DocumentFormBindings,
  type DocumentFormBindingsInput,
} from './form/documentFormBindings.ts';
export {
  useDocumentFormPage,
  type DocumentFormPage,
  type DocumentFormPageOptions,
} from './form/useDocumentFormPage.ts';
export { DocumentHeaderRow, type DocumentHeaderRowProps } from './form/DocumentHeaderRow.tsx';
export { AmountField, type AmountFieldProps } from './form/AmountField.tsx';
export {
  DocumentPickerFields,
  type DocumentPickerFieldsProps,
  type PickedDetail,
} from './form/DocumentPickerFields.tsx';
export {
  PickedDocumentSection,
  type NumberedDocument,
  type PickedDocumentSectionProps,
} from './form/PickedDocumentSection.tsx';
export { SaveConflictAlert, useSaveConflict, type SaveConflict } from './form/SaveConflict.tsx';
export { jobOrderFromState, useJobOrderPreset } from './form/jobOrderPreset.ts';

export { DeleteConfirm, type DeleteConfirmProps } from './DeleteConfirm.tsx';
export { ActionDialog, useDialogSend, type ActionDialogProps } from './ActionDialog.tsx';

export { PdfPreviewDialog, type PdfPreviewDialogProps } from './pdf/PdfPreviewDialog.tsx';
export { usePdf, type PdfActions } from './pdf/usePdf.tsx';
export { PdfError, producePdf, type PdfFailure, type PdfSource } from './pdf/source.ts';
export type { PdfDocumentView, PdfRenderer } from './pdf/renderer.ts';
export { clampZoom, maxZoom, minZoom, zoomIn, zoomLabel, zoomOut, zoomStep } from './pdf/zoom.ts';
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
export {
  PartEntry,
  PartEntrySection,
  type PartEntryProps,
  type PartEntrySectionProps,
} from './form/PartEntry.tsx';
export {
  DocumentLines,
  LineInput,
  inputColumn,
  itemColumn,
  serialColumn,
  type DocumentLinesProps,
  type InputColumnSpec,
  type LineColumn,
  type LineInputProps,
  type LineRemoval,
} from './form/DocumentLines.tsx';
export { addPartLine, mergeSourceLines, removeLine, updateLine } from './form/lines.ts';
export {
  PartLines,
  issuedColumns,
  type PartLine,
  type PartLinesLabels,
  type PartLinesProps,
} from './form/PartLines.tsx';
export {
  DocumentTotals,
  TotalsBlock,
  type DocumentTotalsProps,
  type TotalsBlockProps,
} from './form/TotalsBlock.tsx';
export { CheckStatus, type CheckStatusValue } from './form/CheckStatus.tsx';
export { DeclaredFields, type FieldDeclaration, type FieldDeclarations } from './form/declaredFields.tsx';
