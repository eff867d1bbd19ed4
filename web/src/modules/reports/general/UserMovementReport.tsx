/**
 * User movement (`/usermovementreport`, SGRR009): the sessions of a user (everyone when empty) that
 * started in the window, newest first, over the existing `user/getUserlogListdtl?USERNAME&login&logout`
 * (paged with its cursor): sign-in and sign-out times (YYYY/MM/DD HH:mm, Kuwait) and minutes signed in.
 */
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import type { UserLogRow } from '@fleet/shared/platform/users';
import { filterQuery, type FilterValues } from '../../../kit/index.ts';
import { ReportPage } from '../../../kit/report/index.ts';
import { reportsApi, type ReportQuery } from './api.ts';
import { generalReport, textField, windowField } from './shared.tsx';
import { minutesBetween, reportMoment } from './time.ts';

/** The user log call's parameters: the window as login / logout dates. */
const sessionQuery = (values: FilterValues): ReportQuery =>
  filterQuery(values, { from: 'login', to: 'logout' });

export default function UserMovementReport() {
  const { t } = useTranslation();
  const config = generalReport<UserLogRow>({
    name: 'userMovement',
    screen: screenCodes.userMovementReport,
    fileStem: 'UserMovement',
    fields: [windowField(t), textField(t, 'USERNAME')],
    window: 'last7Days',
    query: sessionQuery,
    read: reportsApi.userSessions,
    columns: (columnT) => [
      { id: 'usercode', header: columnT('reports:columns.usercode'), value: (row) => row.usercode },
      { id: 'username', header: columnT('reports:columns.username'), value: (row) => row.username },
      { id: 'login', header: columnT('reports:columns.login'), value: (row) => reportMoment(row.login) },
      { id: 'logout', header: columnT('reports:columns.logout'), value: (row) => reportMoment(row.logout) },
      {
        id: 'minutes',
        header: columnT('reports:columns.minutes'),
        value: (row) => minutesBetween(row.login, row.logout),
      },
      { id: 'ipaddress', header: columnT('reports:columns.ipaddress'), value: (row) => row.ipaddress ?? '' },
    ],
    trackBy: (row) => row.logid,
  });
  return <ReportPage config={config} />;
}
