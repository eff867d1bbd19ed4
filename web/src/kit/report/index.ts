/** The report kit: the config-driven report screen, its pure export rules and the field column of its reports. */
export { ReportPage, type ReportConfig } from './ReportPage.tsx';
export { reportDate } from './reportExport.ts';
export { fieldColumns } from './columns.ts';
export { namedReports, type NamedReport } from './named.ts';
