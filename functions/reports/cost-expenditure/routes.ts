/**
 * Cost expenditure (spec 001 section 7 "Cost expenditure" and `/Reports/labour-cost-summary`; screens
 * SGRR032 `/costExpenditure`, SGRR033 `/labourCostSummary`, SGRR030 `/moiprojectmonthlyfinancialreport`).
 * `updateExpenditure/{id}` and `deleteExpenditure/{id}` take the id in the path, as the spec writes them
 * (a path template of the route registry: its value is parsed with the route's query schema).
 */
import { messages, screenCodes } from '@fleet/shared';
import {
  addExpenditureRequest,
  costExpenditureQuery,
  costWindowQuery,
  expenditureIdQuery,
  expenditureTrendsQuery,
  exportDataQuery,
  labourCostSummaryQuery,
  laborCostQuery,
  monthlyFinancialQuery,
  setBudgetRequest,
  syncExternalRequest,
  syncLaborRequest,
  updateExpenditureRequest,
} from '@fleet/shared/reports/cost-expenditure';
import { z } from 'zod';
import { rawResponse } from '#lib/http';
import { screenRoutes } from '#lib/document-routes';
import { defineModule } from '#lib/registry';
import { exportFile } from './export.ts';
import {
  addExpenditure,
  budgetHistory,
  budgetUtilization,
  costExpenditure,
  deleteExpenditure,
  detailedReport,
  expenditureByCategory,
  expenditureTrends,
  exportRows,
  labourCostSummaryReport,
  laborCostBreakdown,
  laborCostSummary,
  monthlyFinancialReport,
  setBudget,
  syncExternalExpenditure,
  syncLaborCosts,
  updateExpenditure,
} from './manage.ts';

const costScreen = screenCodes.costExpenditure;
const cost = screenRoutes(costScreen);
const labour = screenRoutes(costScreen, { anyOf: [screenCodes.labourCostSummary, costScreen] });
const expenditureFields =
  'id, category (3in1|labour|store_items|maintenance|petty_cash|purchase), amount (KWD), description, date (YYYY-MM-DD), reference, createdBy, modifiedBy, garage, jobOrderNumber, source (manual|sync), createdAt, modifiedAt, version';
const windowParams = 'Optional fromDate, toDate (YYYY-MM-DD), category, garage';
const labourShape =
  '{totalLabourCost, totalLabourHours, totalJobOrders, averageLabourCostPerJob, totalWorkshops, totalGarages, dateRange: {fromDate, toDate}, workshopBreakdown, garageBreakdown: [{id, name, labourCost, labourHours, jobOrders}], monthlyTrend: [{month, labourCost, labourHours, jobOrders}], topWorkshops}';

export const costExpenditureModule = defineModule({
  name: 'cost-expenditure',
  routes: [
    cost.read({
      path: '/api/getCostExpenditure',
      summary: `The budget card and a page of expenditures, newest first: {budget: {budgetAmount, effectiveDate}, totalExpenditure, remaining, utilization (%), windowTotal, byCategory: [{category, amount, count}], expenditures: [{${expenditureFields}}], cursor?}. ${windowParams}, limit (default 10: recent transactions), cursor.`,
      query: costExpenditureQuery,
      read: (caller, query) => costExpenditure(caller, query, new Date()),
    }),
    cost.write({
      path: '/api/setBudget',
      summary:
        "Sets the budget {budgetAmount (KWD > 0), effectiveDate (YYYY-MM-DD)}; the history keeps each change. Returns ['Budget updated successfully', {budgetAmount, effectiveDate, version}].",
      action: 'edits',
      body: setBudgetRequest,
      message: messages.costBudgetUpdated,
      write: setBudget,
    }),
    cost.write({
      path: '/api/addExpenditure',
      summary:
        "Adds an expenditure {category, amount, description, date, reference?, createdBy? (the caller is recorded), garage?, jobOrderNumber?}. Returns ['Expenditure added successfully', {id (EXP-<year>-<nnnnn>), version}].",
      action: 'adds',
      body: addExpenditureRequest,
      message: messages.costExpenditureAdded,
      write: addExpenditure,
    }),
    cost.write({
      method: 'PUT',
      path: '/api/updateExpenditure/{id}',
      summary:
        "Changes an expenditure (`{id}` in the path) with the fields of addExpenditure and the version read (409 when stale, nothing written). Returns ['Expenditure updated successfully', {id, version}].",
      action: 'edits',
      query: expenditureIdQuery,
      body: updateExpenditureRequest,
      message: messages.costExpenditureUpdated,
      write: (caller, body, now, query) => updateExpenditure(caller, query.id, body, now),
    }),
    cost.remove({
      method: 'DELETE',
      path: '/api/deleteExpenditure/{id}',
      summary:
        "Deletes an expenditure (`{id}` in the path). Returns ['Expenditure deleted successfully', {id}]; 404 when missing.",
      query: expenditureIdQuery,
      message: messages.costExpenditureDeleted,
      remove: (caller, query) => deleteExpenditure(caller, query.id),
    }),
    cost.read({
      path: '/api/getExpenditureTrends',
      summary:
        'Expenditures of a year per period: [{period, amount, count, byCategory: {<category>: amount}}]. period daily|weekly|monthly (default, all 12 months)|quarterly|yearly, year (default this year), category, garage.',
      query: expenditureTrendsQuery,
      read: (caller, query) => expenditureTrends(caller, query, new Date()),
    }),
    cost.read({
      path: '/api/getBudgetHistory',
      summary:
        'The current budget and its changes, newest first: {budgetAmount, effectiveDate, history: [{amount, date, user, at}]}. Before any is set: 1,000,000 KWD from January 1st.',
      query: z.object({}),
      read: (caller) => budgetHistory(caller, new Date()),
    }),
    cost.read({
      path: '/api/getExpenditureByCategory',
      summary: `Per category: [{category, amount, count, percentage}]. ${windowParams}.`,
      query: costWindowQuery,
      read: expenditureByCategory,
    }),
    cost.read({
      path: '/api/getBudgetUtilization',
      summary:
        'Spent against the budget (from its effective date unless fromDate is given): {budgetAmount, effectiveDate, totalExpenditure, remaining, utilization (%), byCategory: [{category, amount, count}]}. Optional fromDate, toDate, garage.',
      query: costWindowQuery,
      read: (caller, query) => budgetUtilization(caller, query, new Date()),
    }),
    cost.write({
      path: '/api/syncExternalExpenditure',
      summary:
        "Creates expenditure records from the product's own money (maintenance invoices, approved 3-in-1s, final invoice labour, store issues, approved petty cash and supplier invoices) {fromDate, toDate (at most a year), sources? (default 3in1, labour, store_items, maintenance), garage?}: one record per source, garage and day, created by 'System'; a second sync of the same range adds nothing. Returns ['Real cost data loaded successfully', {added, updated, unchanged}].",
      action: 'adds',
      body: syncExternalRequest,
      message: messages.costRealDataLoaded,
      write: syncExternalExpenditure,
    }),
    cost.read({
      path: '/api/getDetailedReport',
      summary: `A page of expenditures with the window's totals: {items: [{${expenditureFields}}], cursor?, byCategory, totals: {amount, count}}. ${windowParams}, limit (default 200), cursor.`,
      query: z
        .object({
          limit: z.coerce.number().int().min(1).max(500).default(200),
          cursor: z.string().max(2048).optional(),
        })
        .and(costWindowQuery),
      read: detailedReport,
    }),
    cost.read({
      path: '/api/exportData',
      summary: `The expenditures of the window as a file (blob): format xlsx (default) or csv, with the KWD total row. ${windowParams}.`,
      query: exportDataQuery,
      read: async (caller, query) => rawResponse(await exportFile(await exportRows(caller, query), query)),
    }),
    labour.read({
      path: '/api/getLaborCostSummary',
      summary: `Labour of the final invoices in a window: ${labourShape}. Optional fromDate, toDate, garage, workshop. Empty figures when there is none (the screen then shows labelled demonstration data).`,
      query: laborCostQuery,
      read: (caller, query) => laborCostSummary(caller, query, new Date()),
    }),
    cost.write({
      path: '/api/syncLaborCosts',
      summary:
        "Creates labour expenditure records from the final invoices' labour {fromDate, toDate, garage?, workshop?, syncBy day|month}; idempotent like syncExternalExpenditure. Returns ['Real cost data loaded successfully', {added, updated, unchanged}].",
      action: 'adds',
      body: syncLaborRequest,
      message: messages.costRealDataLoaded,
      write: syncLaborCosts,
    }),
    labour.read({
      path: '/api/getLaborCostBreakdown',
      summary:
        'Labour by workshop, by garage and by month: {workshopBreakdown, garageBreakdown, monthlyTrend}. Optional fromDate, toDate, garage, workshop.',
      query: laborCostQuery,
      read: (caller, query) => laborCostBreakdown(caller, query, new Date()),
    }),
    labour.read({
      path: '/api/Reports/labour-cost-summary',
      gatewayRoute: 'exact',
      summary: `The labour cost summary report: ${labourShape} plus groupBy and rows (the breakdown of groupBy workshop|garage|month). Query fromDate, toDate, garageId, workshopId, jobOrderNo, plateNo, groupBy.`,
      query: labourCostSummaryQuery,
      read: (caller, query) => labourCostSummaryReport(caller, query, new Date()),
    }),
    cost.read({
      screen: screenCodes.moiMonthlyFinancialReport,
      path: '/api/Reports/moiMonthlyFinancialReport',
      gatewayRoute: 'exact',
      summary:
        "Added to the spec's list (`/moiprojectmonthlyfinancialreport`): per month of a year {items: [{month, jobOrders (opened), invoices, parts, labour, pettyCash, total} x 12], totalCount, totals}. Query year, garage?.",
      query: monthlyFinancialQuery,
      read: monthlyFinancialReport,
    }),
  ],
});
