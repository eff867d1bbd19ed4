/**
 * The kit of the simple record pages (masters, transfers, tows): a form declares its save, its
 * sections and its fields, a list its columns, filters and delete; the frame, conflict, lock and row
 * actions are the kit's.
 */
export { useRecordForm, type RecordForm, type RecordFormOptions } from './useRecordForm.ts';
export {
  RecordFormPage,
  RecordSection,
  useRecordFormState,
  type RecordFormPageProps,
  type RecordSectionProps,
} from './RecordFormPage.tsx';
export { recordFields, type Choices } from './fields.tsx';
export { RecordList, type RecordListProps } from './RecordList.tsx';
export { nameOnly, namedOption } from './options.ts';
export { readByKey } from './readByKey.ts';
export { RecordListPage, type RecordListPageProps, type RecordListQuery } from './RecordListPage.tsx';
export {
  pageSizeKeyOf,
  recordColumns,
  type RecordColumn,
  type RecordFilter,
  type RecordRoutes,
} from './columns.ts';
export { useJobOrderChoices, type JobOrderChoices } from './jobOrders.ts';
export { formOf, masterForm, masterList, useMasterForm, type MasterFormOptions } from './masterForm.ts';
