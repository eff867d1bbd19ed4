/**
 * Gate pass in list (`/gatepassinlist`, screen SGRG001): gate passes in by date (default last 7 days),
 * job order and plate; New opens the gate pass in stepper; delete only while the job order is still
 * at QCPASSIN (the server moves it back).
 */
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import { gatePassInStatus, type GatePassIn } from '@fleet/shared/reception/gate-pass';
import { useDocumentListPage } from '../../../../kit/index.ts';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';
import { gatePassApi } from '../api.ts';
import { rowPerson, withPeople, type WithPeople } from '../people.ts';
import {
  gatePassColumns,
  gatePassFilterFields,
  gatePassInNewUrl,
  gatePassListQuery,
  matchesGatePassFilters,
} from './lists.ts';

type GatePassInRow = WithPeople<GatePassIn>;

export function GatePassInListPage() {
  const { t } = useTranslation();
  const page = useDocumentListPage({
    screen: screenCodes.gatePassIn,
    fields: gatePassFilterFields(t),
    query: gatePassListQuery,
    fetch: async (query, _page, signal) =>
      withPeople(await gatePassApi.listIn(query, signal), (row) => [row.checkedinby], signal),
    filter: matchesGatePassFilters,
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

export default GatePassInListPage;
