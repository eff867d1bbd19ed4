/**
 * Garage request form (`/garageRequestVoucher?mod&status&docnumbr`, screen SGRG006; spec 001 "Garage
 * request"): the garage asks for parts the store does not hold, for a job order after its estimation's
 * approval (the job order moves to 1220); a receipt naming the request brings it to 1239 and the
 * garage issue against it to 1221. VIEW shows what was issued of each line.
 */
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import type { GarageRequestMaster } from '@fleet/shared/parts/garage-issue';
import { itemRequestMaxLines } from '@fleet/shared/parts/item-request';
import { DocumentPage, issuedColumns, useDocumentFormPage } from '../../../../kit/index.ts';
import { documentOption } from '../../../../kit/document/masterOptions.ts';
import { listDay } from '../../../../kit/list/listPage.ts';
import { PartRequestLines, partRequestLabels } from '../../../../kit/document/PartRequestLines.tsx';
import {
  PartRequestJobOrder,
  emptyPartRequest,
  partRequestBody,
  partRequestFromDocument,
  partRequestProblems,
  usePartRequestLookups,
  type PartRequestValues,
} from '../../../../kit/document/partRequest.tsx';
import { garageRequestApi, type GarageRequestLineView } from '../api.ts';
import { garageRequestListPath } from '../list/lists.ts';

type StoredRequest = { master: GarageRequestMaster; lines: GarageRequestLineView[] };

const jobOrderOption = documentOption<{ jobordno: string; vehicleno: string }>('jobordno', ['vehicleno']);

export function GarageRequestPage() {
  const { t } = useTranslation();
  const page = useDocumentFormPage<PartRequestValues, StoredRequest>({
    screen: screenCodes.garageRequest,
    listPath: garageRequestListPath,
    empty: emptyPartRequest,
    validate: partRequestProblems,
    read: {
      key: 'garageRequest',
      fetch: garageRequestApi.get,
      toValues: partRequestFromDocument,
    },
  });
  const { form, adding, stored } = page;
  const lookups = usePartRequestLookups(
    'garageRequest',
    garageRequestApi,
    jobOrderOption,
    form.values.jobordno,
  );
  const { items, picked } = lookups;

  const save = async () => {
    const answer = await garageRequestApi.save({ ...partRequestBody(form.values), requstno: '' });
    form.reset(emptyPartRequest());
    return answer;
  };

  return (
    <DocumentPage page={page} title={t('garageIssue:requestForm.title')} onSave={save} editable={adding}>
      <PartRequestJobOrder
        form={form}
        title={t('garageIssue:requestForm.jobOrder')}
        labels={{
          jobordno: t('garageIssue:fields.jobordno'),
          store: t('garageIssue:fields.store'),
          remarks: t('garageIssue:fields.remarks'),
        }}
        lookups={lookups}
        picking={adding}
        details={[
          {
            label: t('garageIssue:fields.requestno'),
            value: stored?.master.docnumbr,
            testId: 'docnumbr',
          },
          { label: t('garageIssue:fields.docdate'), value: listDay(stored?.master.docdate) },
          {
            label: t('garageIssue:fields.vehicleno'),
            value: stored?.master.vehicleno ?? picked?.vehicleno,
          },
        ]}
      />
      <PartRequestLines
        testId="request-lines"
        labels={partRequestLabels(t, 'garageIssue:requestForm', 'garageIssue:fields')}
        parts={items}
        maxLines={itemRequestMaxLines}
        lines={form.values.lines}
        emptyText={form.errorOf('lines') ?? t('garageIssue:form.noLines')}
        onChange={adding ? (lines) => form.set('lines', lines) : undefined}
        columns={
          stored
            ? issuedColumns(
                { issued: t('garageIssue:fields.issuedqty'), open: t('garageIssue:fields.openqty') },
                stored.lines,
              )
            : []
        }
      />
    </DocumentPage>
  );
}

export default GarageRequestPage;
