/** The report kit: the config-driven report screen, its pure export rules and the field column of its reports. */
export { ReportPage, type ReportConfig, type ReportPageProps } from './ReportPage.tsx';
export { reportCellText, reportDate, reportPdfText, reportTotals, windowNote } from './reportExport.ts';
export { fieldColumns } from './columns.ts';
export { namedReports, type NamedReport } from './named.ts';
