/**
 * Gate pass out list (`/gatepassoutlist`, screen SGRG010): gate passes out by date (default last 7
 * days), job order and plate; New, edit and view open the gate pass out form; edit and delete only
 * while the job order is still at QCPASSOUT.
 */
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import { gatePassOutStatus, type GatePassOut } from '@fleet/shared/reception/gate-pass';
import { useDocumentListPage } from '../../../../kit/index.ts';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';
import { formatDateTimeInput } from '../../../../kit/dateTime.ts';
import { gatePassApi } from '../api.ts';
import { rowPerson, withPeople, type WithPeople } from '../people.ts';
import {
  gatePassColumns,
  gatePassFilterFields,
  gatePassListQuery,
  gatePassOutUrl,
  matchesGatePassFilters,
} from './lists.ts';

type GatePassOutRow = WithPeople<GatePassOut>;

export function GatePassOutListPage() {
  const { t } = useTranslation();
  const page = useDocumentListPage({
    screen: screenCodes.gatePassOut,
    fields: gatePassFilterFields(t),
    query: gatePassListQuery,
    fetch: async (query, _page, signal) =>
      withPeople(await gatePassApi.listOut(query, signal), (row) => [row.checkedoutby], signal),
    filter: matchesGatePassFilters,
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

export default GatePassOutListPage;
