/**
 * A store voucher list (spec 000 section 2 Stores group: `/storereceiptdirectlist`, `/issueVoucherlist`,
 * `/returnvoucherlist`, `/transferVoucherlist`, `/transferVoucherdirectlist`; the garage's
 * `/consignmentstorelist`): vouchers by date (this month by default) with their store, the other side
 * (supplier, department, job order or receiving store), quantity and KWD value with the total row;
 * New and View (vouchers are not edited: a return or a transfer corrects them); a transfer in transit
 * is posted at its receiving store from its row. Excel export.
 */
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { storeVouchers, type StoreVoucherMaster } from '@fleet/shared/store-vouchers';
import { DocumentList, useDocumentListPage, usePdf, useToasts } from '../../../kit/index.ts';
import { filterQuery, type FilterField, type FilterValues } from '../../../kit/filters/model.ts';
import type { DocumentColumn } from '../../../kit/list/DocumentList.tsx';
import { documentFormUrl } from '../../../kit/form/mode.ts';
import { listDay } from '../../../kit/list/listPage.ts';
import { storesApi } from '../api.ts';
import { voucherScreens, type VoucherScreen, type VoucherScreenType } from '../vouchers.ts';

const fields = (t: TFunction): FilterField[] => [
  { kind: 'text', id: 'storecode', label: t('stores:fields.storecode') },
  { kind: 'text', id: 'search', label: t('stores:list.search') },
  { kind: 'dateRange', id: 'docdate', label: t('stores:list.dateRange') },
];

function query(values: FilterValues) {
  const { fromdate, todate } = filterQuery({ docdate: values['docdate'] ?? '' });
  const storecode = typeof values['storecode'] === 'string' ? values['storecode'].trim().toUpperCase() : '';
  return {
    ...(fromdate ? { fromdate } : {}),
    ...(todate ? { todate } : {}),
    ...(storecode ? { storecode } : {}),
  };
}

function matches(row: StoreVoucherMaster, values: FilterValues): boolean {
  const wanted = values['search'];
  if (typeof wanted !== 'string' || !wanted.trim()) return true;
  const text = [row.docnumbr, row.jobordno, row.vendname, row.deptnam, row.refdocno].join(' ').toLowerCase();
  return text.includes(wanted.trim().toLowerCase());
}

function columns(screen: VoucherScreen) {
  return (t: TFunction): DocumentColumn<StoreVoucherMaster>[] => [
    { id: 'docnumbr', header: t('stores:fields.docnumbr'), value: (row) => row.docnumbr, minWidth: 150 },
    { id: 'docdate', header: t('stores:fields.docdate'), value: (row) => listDay(row.docdate) },
    { id: 'storenam', header: t('stores:fields.store'), value: (row) => row.storenam },
    ...(screen.fields.toStore
      ? [
          {
            id: 'tostorenam',
            header: t('stores:fields.tostore'),
            value: (row: StoreVoucherMaster) => row.tostorenam,
          },
        ]
      : []),
    ...(screen.fields.supplier
      ? [
          {
            id: 'vendname',
            header: t('stores:fields.supplier'),
            value: (row: StoreVoucherMaster) => row.vendname,
          },
        ]
      : []),
    ...(screen.fields.department
      ? [
          {
            id: 'deptnam',
            header: t('stores:fields.department'),
            value: (row: StoreVoucherMaster) => row.deptnam,
          },
        ]
      : []),
    ...(screen.fields.jobOrder
      ? [
          {
            id: 'jobordno',
            header: t('stores:fields.jobordno'),
            value: (row: StoreVoucherMaster) => row.jobordno,
          },
        ]
      : []),
    ...(screen.type === 'STV'
      ? [
          {
            id: 'trfstatus',
            header: t('stores:fields.trfstatus'),
            value: (row: StoreVoucherMaster) => t(`stores:trfstatus.${row.trfstatus || 'POSTED'}`),
          },
        ]
      : []),
    { id: 'totalqty', header: t('stores:fields.qty'), value: (row) => row.totalqty, total: true },
    {
      id: 'totalval',
      header: t('stores:fields.value'),
      value: (row) => row.totalval,
      amount: true,
      total: true,
    },
  ];
}

export function VoucherListPage({ type }: { type: VoucherScreenType }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const pdf = usePdf();
  const screen = voucherScreens[type];
  const page = useDocumentListPage({
    screen: screen.screen,
    fields: fields(t),
    query,
    fetch: (picked, _page, signal) => storesApi.list(type, picked, signal),
    filter: matches,
    pageSizeKey: `pageSize:${screen.listPath.slice(1)}`,
    columns: columns(screen),
    filtersExpanded: true,
    form: (status, row) => ({ url: documentFormUrl(screen.formPath, status, row?.docnumbr) }),
  });
  if (!page.opens) return <Navigate to="/404" replace />;

  // The bilingual voucher PDF (preview, or print as a download), rendered in the browser.
  const voucherPdf = async (row: StoreVoucherMaster, action: 'preview' | 'download') => {
    try {
      const { voucherPdfSource } = await import('../pdf/index.ts');
      const source = voucherPdfSource(t, type, row.docnumbr);
      if (action === 'preview') pdf.preview(source);
      else await pdf.download(source);
    } catch (failure) {
      console.error(failure);
      toasts.error(t('kit:pdf.previewFailed'));
    }
  };

  return (
    <>
      <DocumentList<StoreVoucherMaster>
        {...page.listProps}
        id={`voucher-list-${type}`}
        wrapLines
        title={t(`stores:types.${screen.key}.list`)}
        description={t(`stores:types.${screen.key}.description`)}
        trackBy={(row) => row.docnumbr}
        onNew={() => page.open('ADD')}
        exportTitle={storeVouchers[type].title.en.replaceAll(' ', '')}
        actions={{
          view: { onClick: (row) => page.open('VIEW', row) },
          preview: { onClick: (row) => void voucherPdf(row, 'preview') },
          print: { onClick: (row) => void voucherPdf(row, 'download') },
          ...(type === 'STV'
            ? {
                extra: [
                  {
                    id: 'post',
                    text: t('stores:list.post'),
                    iconName: 'upload',
                    right: 'edits',
                    visible: (row: StoreVoucherMaster) => row.trfstatus === 'INTRANSIT',
                    onClick: async (row: StoreVoucherMaster) => {
                      try {
                        toasts.written(await storesApi.postTransfer(row.docnumbr, row.version));
                        page.listProps.list.reload();
                      } catch (error) {
                        toasts.error(error);
                      }
                    },
                  },
                ],
              }
            : {}),
        }}
      />
      {pdf.dialog}
    </>
  );
}

export const DirectReceiptList = () => <VoucherListPage type="DRV" />;
export const IssueVoucherList = () => <VoucherListPage type="SIV" />;
export const ReturnVoucherList = () => <VoucherListPage type="SRN" />;
export const TransferVoucherList = () => <VoucherListPage type="STV" />;
export const TransferDirectList = () => <VoucherListPage type="DTV" />;
export const ConsignmentList = () => <VoucherListPage type="CSV" />;
