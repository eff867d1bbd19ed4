/** The report kit: the config-driven report screen and its pure export rules. */
export { ReportPage, type ReportConfig, type ReportPageProps } from './ReportPage.tsx';
export { reportCellText, reportDate, reportPdfText, reportTotals, windowNote } from './reportExport.ts';
