/**
 * Item inspection (docs/procurement.md "LPO and item inspection"; screen SGRP007): the list
 * (`/iteminspecctionlist`: inspections by date, default the last 30 days, with their order, supplier,
 * store, the receipt voucher and the accepted value; New, view, delete with the confirmation, which
 * reverses the receipt) and the form (`/iteminspecction`): ADD chooses an approved order with
 * quantities still to receive and enters, per line, what arrived now, accepted and rejected (accepted +
 * rejected = received, remarks for a rejected quantity); saving receives the accepted quantities into
 * the order's store and tells the receipt voucher's number. VIEW shows a saved inspection.
 */
import { useEffect } from 'react';
import { serialPartOf } from '@fleet/shared/engines/document-lines';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import { Input } from '../../../../kit/form/Input.tsx';
import { screenCodes } from '@fleet/shared';
import type { InspectionDocument } from '@fleet/shared/procurement/procurement';
import {
  AmountField,
  DocumentPage,
  PickedDocumentSection,
  ReadOnlyField,
  TextAreaField,
  useDocumentFormPage,
  useDocumentListPage,
  useLookupOptions,
  useQuery,
  useToasts,
  workflowChoices,
} from '../../../../kit/index.ts';
import { formatAmount } from '../../../../i18n/format.ts';
import { inspectionApi, lpoApi, type InspectionChoice, type InspectionRow } from '../api.ts';
import {
  inspectionColumns,
  inspectionFilterFields,
  inspectionListPath,
  inspectionUrl,
  matchesInspectionFilters,
} from '../list/lists.ts';
import {
  acceptedValue,
  emptyInspection,
  inspectionTotals,
  lineProblems,
  linesFromLpo,
  receivesSomething,
  toInspectionBody,
  typeQuantity,
  type InspectionLineInput,
  type InspectionValues,
  type QtyField,
} from './inspectionForm.ts';
import { useReaderNames } from '../../../../kit/masterNames.ts';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';
import { FormLines, type LineField } from '../../../../kit/form/FormLines.tsx';
import { documentOption } from '../../../../kit/document/masterOptions.ts';

export function InspectionListPage() {
  const { t } = useTranslation();
  const page = useDocumentListPage({
    screen: screenCodes.itemInspection,
    fields: inspectionFilterFields(t),
    window: 'last30Days',
    fetch: (_query, _page, signal) => inspectionApi.list(signal),
    filter: matchesInspectionFilters,
    pageSizeKey: 'pageSize:iteminspecctionlist',
    columns: inspectionColumns,
    filtersExpanded: true,
    form: (status, row) => ({ url: inspectionUrl(status, row?.docnumbr) }),
  });
  return (
    <PageDocumentList<InspectionRow>
      page={page}
      id="item-inspection-list"
      title={t('lpo:inspection.listTitle')}
      description={t('lpo:inspection.listDescription')}
      adds
      exportTitle="ItemInspection"
      emptyText={t('lpo:inspection.empty')}
      deletes={{ remove: (row) => inspectionApi.remove(row.docnumbr) }}
      views
    />
  );
}

const lpoOption = documentOption<InspectionChoice>('docnumbr', ['vendname', 'jobordno', 'storenam']);

/** The form's values of a saved inspection (VIEW: the lines as received). */
function fromDocument(document: InspectionDocument): InspectionValues {
  return {
    lpono: document.master.lpono,
    remarks: document.master.remarks,
    lines: document.lines.map((line) => ({
      ...serialPartOf(line),
      orderedqty: line.orderedqty,
      receivedbefore: 0,
      openqty: line.receivedqty,
      unitprice: line.unitprice,
      receivedqty: String(line.receivedqty),
      acceptedqty: String(line.acceptedqty),
      rejectedqty: String(line.rejectedqty),
      remarks: line.remarks,
    })),
  };
}

/** The quantities totalled under the lines, and their labels. */
const quantityTotals = { received: 'receivedNow', accepted: 'accepted', rejected: 'rejected' } as const;

export function InspectionPage() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const page = useDocumentFormPage<InspectionValues, InspectionDocument>({
    screen: screenCodes.itemInspection,
    listPath: inspectionListPath,
    empty: emptyInspection,
    validate: (values) => ({
      ...(values.lpono ? {} : { lpono: 'lpo:inspection.lpoRequired' }),
      ...(Object.keys(lineProblems(values.lines)).length
        ? { lines: 'lpo:inspection.linesWrong' }
        : values.lpono && !receivesSomething(values.lines)
          ? { lines: 'errors:inspectionNothing' }
          : {}),
    }),
    read: { key: 'itemInspection', fetch: inspectionApi.get, toValues: fromDocument },
  });
  const { form, adding, stored, setLine } = page;
  const nameOf = useReaderNames(['items']);
  const choices = useLookupOptions(
    'lpo:inspectionChoices',
    inspectionApi.choices,
    lpoOption,
    workflowChoices,
  );
  const picked = choices.items.find((row) => row.docnumbr === form.values.lpono);
  const lpo = useQuery(adding && form.values.lpono ? `lpo:approved:${form.values.lpono}` : null, (signal) =>
    lpoApi.getApproved(form.values.lpono, signal),
  );

  // The chosen order's lines, nothing received yet.
  const { set } = form;
  useEffect(() => {
    if (lpo.data) set('lines', linesFromLpo(lpo.data));
  }, [lpo.data, set]);

  // Each line's problem once the lines' error shows (a save was refused).
  const problems = form.errorOf('lines') === undefined ? {} : lineProblems(form.values.lines);
  const totals = inspectionTotals(form.values.lines);
  const master = stored?.master;

  /** A quantity typed per line (the others follow it, `typeQuantity`); nothing on a line with nothing open. */
  const quantity = (field: QtyField, header: string): LineField<InspectionLineInput> => ({
    input: 'numeric',
    header: `lpo:inspection.${header}`,
    label: `lpo:inspection.${field}Of`,
    minWidth: 110,
    cell: (line) => line[field] || '0',
    change: (index, text) => typeQuantity(form.values.lines[index]!, field, text),
    disabled: (line) => line.openqty === 0,
  });

  const save = async () => {
    const answer = await inspectionApi.save(toInspectionBody(form.values));
    form.reset(emptyInspection());
    // The receipt voucher the accepted quantities went into, after the saved message.
    if (answer[1]?.srvno) toasts.success(t('lpo:inspection.received', { srvno: answer[1].srvno }));
    return answer;
  };

  return (
    <DocumentPage page={page} title={t('lpo:inspection.title')} onSave={save} editable={adding}>
      <PickedDocumentSection
        title={t('lpo:inspection.order')}
        fields="lpo:inspection"
        name="lpono"
        choices={choices}
        page={page}
        details={[
          { label: t('lpo:fields.supplier'), value: master?.vendname ?? picked?.vendname },
          { label: t('lpo:fields.jobordno'), value: master?.jobordno ?? picked?.jobordno },
          { label: t('lpo:fields.store'), value: master?.storenam ?? picked?.storenam },
          { label: t('lpo:inspection.srvno'), value: master?.srvno, testId: 'srvno' },
        ]}
      >
        <TextAreaField form={form} name="remarks" label={t('lpo:fields.remarks')} rows={2} />
      </PickedDocumentSection>
      <FormLines
        testId="inspection-lines"
        ns="lpo"
        form={form}
        editable={adding}
        loading={lpo.loading}
        loadingText={t('lpo:form.loadingLines')}
        title={t('lpo:inspection.lines')}
        description={adding ? t('lpo:inspection.linesHelp') : undefined}
        emptyText={t('lpo:inspection.noLines')}
        fields={{
          item: {
            minWidth: 170,
            cell: (line) => (
              <span>
                {line.sparepart}
                <Box variant="small" display="block">
                  {`${nameOf('items', line.sparepart, line.sparenam)} ${line.spareuom ? `(${line.spareuom})` : ''}`.trim()}
                </Box>
              </span>
            ),
          },
          ordered: { header: 'lpo:inspection.ordered', cell: (line) => line.orderedqty },
          ...(adding && {
            before: {
              header: 'lpo:inspection.receivedBefore',
              cell: (line: InspectionLineInput) => line.receivedbefore,
            },
            openqty: {},
          }),
          receivedqty: quantity('receivedqty', 'receivedNow'),
          acceptedqty: quantity('acceptedqty', 'accepted'),
          rejectedqty: quantity('rejectedqty', 'rejected'),
          value: {
            header: 'lpo:inspection.acceptedValue',
            cell: (line) => formatAmount(acceptedValue(line)),
          },
          remarks: {
            minWidth: 200,
            cell: (line, index) => {
              const problem = problems[String(line.serlnumb)];
              return adding ? (
                <FormField errorText={problem ? t(problem.key, problem.values) : undefined}>
                  <Input
                    data-testid={`remarks-${line.serlnumb}`}
                    ariaLabel={t('lpo:inspection.remarksOf', { item: line.sparepart })}
                    value={line.remarks}
                    disabled={line.openqty === 0}
                    onChange={({ detail }) => setLine(index, { remarks: detail.value })}
                  />
                </FormField>
              ) : (
                line.remarks
              );
            },
          },
        }}
      />
      <Container>
        <ColumnLayout columns={4} minColumnWidth={150}>
          {Object.entries(quantityTotals).map(([total, label]) => (
            <ReadOnlyField
              key={total}
              label={t(`lpo:inspection.${label}`)}
              value={String(totals[total as keyof typeof quantityTotals])}
              testId={`total-${total}`}
            />
          ))}
          <AmountField
            label={t('lpo:inspection.acceptedValue')}
            value={master ? master.totalval : totals.value}
            kwd
            testId="totalval"
          />
        </ColumnLayout>
      </Container>
    </DocumentPage>
  );
}

export default InspectionPage;
