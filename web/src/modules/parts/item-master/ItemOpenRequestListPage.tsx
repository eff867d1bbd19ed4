/**
 * Item master open requests (`/itemmasteropenrequestlist`, screen SGRM009): the requests to open a new
 * item, by state, with New (the request form) and Decide (approve with the item's code and price, or
 * reject with remarks, in a dialog); below them the item master itself with New item and Edit.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import { Input } from '../../../kit/form/Input.tsx';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { screenCodes } from '@fleet/shared';
import type { OpenRequest } from '@fleet/shared/parts/item-master';
import type { SparePart } from '@fleet/shared/platform/lookups';
import { ActionDialog, errorText, useDocumentListPage, useQuery, useToasts } from '../../../kit/index.ts';
import { documentFormUrl } from '../../../kit/form/mode.ts';
import { listDay, pickedQuery } from '../../../kit/list/listPage.ts';
import { stateField } from '../../../kit/list/documentFilters.ts';
import { formatKwd } from '../../../i18n/format.ts';
import { itemMasterApi } from './api.ts';
import { PageDocumentList } from '../../../kit/list/PageDocumentList.tsx';
import { stateColumn, valueColumn } from '../../../kit/list/valueColumns.ts';
import { fieldColumn, personColumn } from '../../../kit/list/columns.ts';
import { withPeople, type WithPeople } from '../../../kit/personNames.ts';
import { tableColumns } from '../../../kit/charts/DashboardTable.tsx';
import { westernDigits } from '@fleet/shared/platform/digits';

const states = ['OPEN', 'APPROVED', 'REJECTED'] as const;

function DecideDialog({ request, onClose }: { request: OpenRequest; onClose: (decided: boolean) => void }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [sparepart, setSparepart] = useState('');
  const [price, setPrice] = useState(String(request.estprice || ''));
  const [remarks, setRemarks] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const send = async (decision: 'A' | 'R') => {
    setBusy(true);
    setProblem(undefined);
    try {
      toasts.written(
        await itemMasterApi.decide({
          docnumbr: request.docnumbr,
          version: request.version,
          decision,
          remarks,
          ...(decision === 'A' ? { sparepart, sparepric: Number(price.replace(',', '.')) || 0 } : {}),
        }),
      );
      onClose(true);
    } catch (error) {
      setProblem(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ActionDialog
      visible
      onClose={() => onClose(false)}
      header={t('itemMaster:decide.title', { docnumbr: request.docnumbr })}
      busy={busy}
      otherActions={
        <Button data-testid="reject-request" loading={busy} onClick={() => void send('R')}>
          {t('itemMaster:decide.reject')}
        </Button>
      }
      submitText={t('itemMaster:decide.approve')}
      submitTestId="approve-request"
      onSubmit={() => void send('A')}
    >
      <SpaceBetween size="m">
        <Box>{`${request.sparenam} · ${request.spareuom} · ${request.sparecat}`}</Box>
        <FormField label={t('itemMaster:fields.sparepart')} description={t('itemMaster:decide.codeHint')}>
          <Input
            data-testid="decide-code"
            value={sparepart}
            onChange={({ detail }) => setSparepart(detail.value)}
          />
        </FormField>
        <FormField label={t('itemMaster:fields.sparepric')}>
          <Input
            data-testid="decide-price"
            inputMode="decimal"
            value={price}
            onChange={({ detail }) => setPrice(detail.value)}
          />
        </FormField>
        <FormField label={t('itemMaster:fields.decisionremarks')} errorText={problem}>
          <Input
            data-testid="decide-remarks"
            value={remarks}
            onChange={({ detail }) => setRemarks(detail.value)}
          />
        </FormField>
      </SpaceBetween>
    </ActionDialog>
  );
}

const fieldCell = tableColumns('itemMaster:fields');

function ItemMasterTable({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const items = useQuery('itemMaster:items', (signal) => itemMasterApi.items(signal));
  const [search, setSearch] = useState('');
  // A part number typed on an Arabic keyboard reads as the Western digits the items hold.
  const wanted = westernDigits(search.trim()).toLowerCase();
  const rows = (items.data ?? []).filter(
    (item) =>
      !wanted || `${item.sparepart} ${item.sparenam} ${item.sparenamar}`.toLowerCase().includes(wanted),
  );
  const arabic = i18n.language === 'ar';
  return (
    <Table<SparePart>
      data-testid="item-master"
      variant="container"
      loading={items.loading}
      loadingText={t('kit:loading')}
      header={
        <Header
          variant="h2"
          counter={`(${rows.length})`}
          actions={
            canEdit ? (
              <Button
                data-testid="new-item"
                iconName="add-plus"
                onClick={() => navigate(documentFormUrl('/itemmaster', 'ADD'))}
              >
                {t('itemMaster:items.new')}
              </Button>
            ) : undefined
          }
        >
          {t('itemMaster:items.title')}
        </Header>
      }
      filter={
        <TextFilter
          filteringText={search}
          filteringPlaceholder={t('itemMaster:items.search')}
          filteringAriaLabel={t('itemMaster:items.search')}
          onChange={({ detail }) => setSearch(detail.filteringText)}
        />
      }
      items={rows.slice(0, 200)}
      trackBy={(item) => item.sparepart}
      empty={<Box textAlign="center">{t('itemMaster:items.empty')}</Box>}
      columnDefinitions={[
        fieldCell(t, 'sparepart', (item) => item.sparepart),
        fieldCell(t, 'sparenam', (item) => (arabic ? item.sparenamar || item.sparenam : item.sparenam)),
        fieldCell(t, 'spareuom', (item) => item.spareuom),
        fieldCell(t, 'sparecat', (item) => item.sparecat),
        fieldCell(t, 'vehmakid', (item) => item.vehmakid),
        fieldCell(t, 'sparepric', (item) => formatKwd(item.sparepric)),
        ...(canEdit
          ? [
              {
                id: 'edit',
                header: t('itemMaster:items.edit'),
                cell: (item: { sparepart: string }) => (
                  <Button
                    variant="icon"
                    iconName="edit"
                    ariaLabel={t('itemMaster:items.editOf', { item: item.sparepart })}
                    onClick={() => navigate(documentFormUrl('/itemmaster', 'EDIT', item.sparepart))}
                  />
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

export function ItemOpenRequestListPage() {
  const { t } = useTranslation();
  const [deciding, setDeciding] = useState<OpenRequest>();
  const page = useDocumentListPage<WithPeople<OpenRequest>, { state?: string }>({
    screen: screenCodes.itemMaster,
    fields: [stateField(t, 'itemMaster', states)],
    query: (values) => pickedQuery(values, ['state']),
    fetch: async (query, _page, signal) =>
      withPeople(await itemMasterApi.requests(query, signal), (row) => [row.cretuser], signal),
    pageSizeKey: 'pageSize:itemmasteropenrequestlist',
    columns: (tr, arabic) => [
      fieldColumn('docnumbr', tr('itemMaster:fields.docnumbr'), 140),
      valueColumn('docdate', tr('itemMaster:fields.docdate'), (row) => listDay(row.docdate)),
      fieldColumn('sparenam', tr('itemMaster:fields.sparenam'), 160),
      valueColumn('spareuom', tr('itemMaster:fields.spareuom'), (row) => row.spareuom),
      valueColumn('sparecat', tr('itemMaster:fields.sparecat'), (row) => row.sparecat),
      valueColumn('estprice', tr('itemMaster:fields.estprice'), (row) => row.estprice, { amount: true }),
      stateColumn(tr, 'itemMaster'),
      valueColumn('sparepart', tr('itemMaster:fields.sparepart'), (row) => row.sparepart),
      personColumn('cretuser', tr('itemMaster:fields.cretuser'), arabic),
    ],
    filtersExpanded: true,
    form: (status, row) => ({ url: documentFormUrl('/itemmasteropenrequest', status, row?.docnumbr) }),
  });
  return (
    <SpaceBetween size="l">
      <PageDocumentList<WithPeople<OpenRequest>>
        page={page}
        id="item-open-requests"
        texts="itemMaster:list"
        adds
        exportTitle="ItemOpenRequests"
        views
        actions={{
          extra: [
            {
              id: 'decide',
              text: t('itemMaster:decide.open'),
              iconName: 'check',
              right: 'edits',
              visible: (row) => row.state === 'OPEN',
              onClick: (row) => setDeciding(row),
            },
          ],
        }}
      />
      <ItemMasterTable canEdit={page.rights.edits === 'Y' || page.rights.adds === 'Y'} />
      {deciding && (
        <DecideDialog
          request={deciding}
          onClose={(decided) => {
            setDeciding(undefined);
            if (decided) page.list.reload();
          }}
        />
      )}
    </SpaceBetween>
  );
}

export default ItemOpenRequestListPage;
