/**
 * A store voucher list (spec 000 section 2 Stores group: `/storereceiptdirectlist`, `/issueVoucherlist`,
 * `/returnvoucherlist`, `/transferVoucherlist`, `/transferVoucherdirectlist`; the garage's
 * `/consignmentstorelist`), one page for every type (vouchers.ts): vouchers of the date window (the
 * last 7 days by default) with their store, the other side (supplier, department, job order or
 * receiving store), quantity and KWD value with the total row; New and View (vouchers are inserted
 * only: a return or a transfer corrects them), preview and print; a transfer in transit is posted at
 * its receiving store from its row, after a confirmation. Excel export.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeVouchers, type StoreVoucherMaster } from '@fleet/shared/parts/store-vouchers';
import { ActionDialog, useSend, useDocumentListPage, useLookupOptions } from '../../../../kit/index.ts';
import { storesApi } from '../api.ts';
import { voucherScreens, type VoucherScreenType } from '../vouchers.ts';
import {
  matchesVoucher,
  voucherColumns,
  voucherFilterFields,
  voucherFormUrl,
  voucherListQuery,
} from './voucherList.ts';
import { useRowPdf } from '../../../../kit/list/useRowPdf.tsx';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';
import { departmentOption, storeOption, vendorOption } from '../../../../kit/document/masterOptions.ts';
import { nameOnly } from '../../../../kit/record/index.ts';

const storeName = nameOnly(storeOption);
const departmentName = nameOnly(departmentOption);
const vendorName = nameOnly(vendorOption);

export function VoucherListPage({ type }: { type: VoucherScreenType }) {
  const { t } = useTranslation();
  // The bilingual voucher PDF, rendered in the browser.
  const rowPdf = useRowPdf(async (row: StoreVoucherMaster) => {
    const { voucherPdfSource } = await import('../pdf/index.ts');
    return voucherPdfSource(t, type, row.docnumbr);
  });
  const screen = voucherScreens[type];
  const stores = useLookupOptions('stores', storesApi.stores, storeName);
  // The rows carry the English names; the Arabic ones come from the masters.
  const departments = useLookupOptions(
    'budgetDepartments',
    screen.fields.department ? storesApi.departments : null,
    departmentName,
  );
  const vendors = useLookupOptions('vendors', screen.fields.supplier ? storesApi.vendors : null, vendorName);
  const names = useMemo(
    () => ({
      stores: new Map(stores.items.map((store) => [store.storecode, store.storenamar])),
      departments: new Map(departments.items.map((row) => [row.deptcode, row.deptnamear])),
      vendors: new Map(vendors.items.map((vendor) => [vendor.vendcode, vendor.vendnamear])),
    }),
    [stores.items, departments.items, vendors.items],
  );
  const [posting, setPosting] = useState<StoreVoucherMaster | null>(null);
  const sending = useSend();

  const page = useDocumentListPage({
    screen: screen.screen,
    fields: voucherFilterFields(t, screen, stores),
    query: voucherListQuery,
    fetch: (query, _page, signal) => storesApi.list(type, query, signal),
    filter: matchesVoucher,
    searchPlaceholder: t('stores:list.search'),
    pageSizeKey: `pageSize:${screen.listPath.slice(1)}`,
    columns: voucherColumns(screen, names),
    filtersExpanded: true,
    form: (status, row) => voucherFormUrl(screen, status, row?.docnumbr),
  });
  const post = async (row: StoreVoucherMaster) => {
    await sending.send(() => storesApi.postTransfer(row.docnumbr, row.version), page.list.reload);
    setPosting(null);
  };

  return (
    <>
      <PageDocumentList<StoreVoucherMaster>
        page={page}
        id={`voucher-list-${type}`}
        title={t(`stores:types.${screen.key}.list`)}
        description={t(`stores:types.${screen.key}.description`)}
        adds
        exportTitle={storeVouchers[type].title.en.replaceAll(' ', '')}
        views
        pdf={rowPdf}
        actions={{
          ...(type === 'STV'
            ? {
                extra: [
                  {
                    id: 'post',
                    text: t('stores:list.post'),
                    iconName: 'check',
                    right: 'edits',
                    visible: (row: StoreVoucherMaster) => row.trfstatus === 'INTRANSIT',
                    onClick: (row: StoreVoucherMaster) => setPosting(row),
                  },
                ],
              }
            : {}),
        }}
      />
      {posting && (
        <ActionDialog
          visible
          size="small"
          header={t('stores:post.title')}
          onClose={() => setPosting(null)}
          busy={sending.busy}
          busyText={t('stores:post.posting')}
          submitText={t('stores:post.confirm')}
          submitTestId="post-confirm"
          onSubmit={() => void post(posting)}
        >
          {t('stores:post.body', {
            docnumbr: posting.docnumbr,
            store: posting.tostorenam || posting.tostorecode,
          })}
        </ActionDialog>
      )}
    </>
  );
}
