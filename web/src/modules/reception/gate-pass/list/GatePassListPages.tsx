/**
 * The gate pass lists, by date (default last 7 days), job order and plate:
 * - in (`/gatepassinlist`, screen SGRG001): New opens the gate pass in stepper; delete only while the
 *   job order is still at QCPASSIN (the server moves it back);
 * - out (`/gatepassoutlist`, screen SGRG010): New, edit and view open the gate pass out form; edit and
 *   delete only while the job order is still at QCPASSOUT.
 */
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import {
  gatePassInStatus,
  gatePassOutStatus,
  type GatePassIn,
  type GatePassOut,
} from '@fleet/shared/reception/gate-pass';
import { useDocumentListPage } from '../../../../kit/index.ts';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';
import { formatDateTimeInput } from '../../../../kit/dateTime.ts';
import { rowPerson, withPeople, type WithPeople } from '../../../../kit/personNames.ts';
import { gatePassApi } from '../api.ts';
import { gatePassColumns, gatePassListFilters, gatePassInNewUrl, gatePassOutUrl } from './lists.ts';

type GatePassInRow = WithPeople<GatePassIn>;
type GatePassOutRow = WithPeople<GatePassOut>;

export function GatePassInListPage() {
  const { t } = useTranslation();
  const page = useDocumentListPage({
    screen: screenCodes.gatePassIn,
    ...gatePassListFilters(t),
    fetch: async (query, _page, signal) =>
      withPeople(await gatePassApi.listIn(query, signal), (row) => [row.checkedinby], signal),
    pageSizeKey: 'pageSize:gatepassinlist',
    columns: (t, arabic) => [
      ...gatePassColumns<GatePassInRow>(t),
      {
        id: 'checkedinby',
        header: t('gatePass:fields.checkedinby'),
        value: (row) => rowPerson(row, row.checkedinby, arabic),
      },
      { id: 'remarksin', header: t('gatePass:fields.remarksin'), value: (row) => row.remarksin },
    ],
    form: gatePassInNewUrl,
  });

  return (
    <PageDocumentList<GatePassInRow>
      page={page}
      id="gate-pass-in-list"
      texts="gatePass:inList"
      adds
      exportTitle="GatePassIn"
      deletes={{
        deletable: (row) => row.statuscde === gatePassInStatus,
        remove: (row) => gatePassApi.removeIn(row.docnumbr),
      }}
    />
  );
}

export function GatePassOutListPage() {
  const { t } = useTranslation();
  const page = useDocumentListPage({
    screen: screenCodes.gatePassOut,
    ...gatePassListFilters(t),
    fetch: async (query, _page, signal) =>
      withPeople(await gatePassApi.listOut(query, signal), (row) => [row.checkedoutby], signal),
    pageSizeKey: 'pageSize:gatepassoutlist',
    columns: (t, arabic) => [
      ...gatePassColumns<GatePassOutRow>(t),
      {
        id: 'checkoutdt',
        header: t('gatePass:fields.checkoutdt'),
        value: (row) => formatDateTimeInput(row.checkoutdt),
        minWidth: 150,
      },
      {
        id: 'checkedoutby',
        header: t('gatePass:fields.checkedoutby'),
        value: (row) => rowPerson(row, row.checkedoutby, arabic),
      },
      { id: 'remarksout', header: t('gatePass:fields.remarksout'), value: (row) => row.remarksout },
    ],
    form: (status, row) => ({
      url: gatePassOutUrl(status, row?.docnumbr),
      state: row ? { jobOrderId: row.jobordno } : undefined,
    }),
  });

  return (
    <PageDocumentList<GatePassOutRow>
      page={page}
      id="gate-pass-out-list"
      texts="gatePass:outList"
      adds
      exportTitle="GatePassOut"
      documents={{
        changeable: (row) => row.statuscde === gatePassOutStatus,
        remove: (row) => gatePassApi.removeOut(row.docnumbr),
      }}
    />
  );
}
