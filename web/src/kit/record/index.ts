/**
 * The kit of the simple record pages (masters, transfers, tows): a form declares its save, its
 * sections and its fields, a list its columns, filters and delete; the frame, conflict, lock and row
 * actions are the kit's.
 */
export { useRecordForm, type RecordForm } from './useRecordForm.ts';
export { RecordFormPage, RecordSection } from './RecordFormPage.tsx';
export { recordFields } from './fields.tsx';
export { RecordList, type RecordListProps } from './RecordList.tsx';
export { nameOnly, namedOption } from './options.ts';
export { RecordListPage } from './RecordListPage.tsx';
export { pageSizeKeyOf, recordColumns, type RecordColumn } from './columns.ts';
export { useJobOrderChoices } from './jobOrders.ts';
export { formOf, masterList, useMasterForm } from './masterForm.ts';
