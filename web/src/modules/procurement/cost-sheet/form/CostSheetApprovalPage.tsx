/**
 * The approver's cost sheet screen (docs/procurement.md "Cost sheet"): MOI at `/costsheetapproval`
 * (SGRP004, `approveCostSheet`), KPTC and the third level at `/costsheetapprovalSec` (SGRP005,
 * `approveCostSheetkptc`, or `approveCostSheetthird` with `level=THIRD`). The link notifications open:
 * `?costshtno=<n>&mod=true&status=APPROVE&level=<MOI|KPTC|THIRD>`. The comparison read-only, the kit's
 * ApprovalPanel for the whole document (approve, or reject with remarks), and the level's own decision
 * can be deleted (with a confirmation) while the chain allows it (the server decides).
 */
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import type { CostSheetDocument } from '@fleet/shared/procurement/procurement';
import {
  DocumentApproval,
  DocumentPage,
  PickedDocumentSection,
  useDocumentFormPage,
} from '../../../../kit/index.ts';
import { costSheetApi, type CostSheetLevel } from '../api.ts';
import { ComparisonTable } from '../ComparisonTable.tsx';
import { emptyCostSheet, fromDocument, type CostSheetValues } from '../comparison.ts';
import { approvalListPaths } from '../list/lists.ts';
import { storedApprovalText } from '../../../../kit/form/approvalState.ts';

/** The screen's group: MOI (SGRP004) or the second approval, KPTC and the third level (SGRP005). */
export type ApprovalGroup = 'MOI' | 'SEC';

/** The level of the screen from `?level`: MOI on SGRP004; KPTC (default) or THIRD on SGRP005. */
export function levelOf(group: ApprovalGroup, param: string | null): CostSheetLevel {
  if (group === 'MOI') return 'MOI';
  return param?.toUpperCase() === 'THIRD' ? 'THIRD' : 'KPTC';
}

function CostSheetApproval({ group }: { group: ApprovalGroup }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const level = levelOf(group, params.get('level'));
  const page = useDocumentFormPage<CostSheetValues, CostSheetDocument>({
    screen: group === 'MOI' ? screenCodes.costSheetApproval : screenCodes.costSheetApprovalSec,
    listPath: approvalListPaths[group],
    empty: emptyCostSheet,
    numberParam: 'costshtno',
    read: { key: 'costSheet', fetch: costSheetApi.get, toValues: fromDocument },
  });
  const { values } = page.form;
  const master = page.stored?.master;

  return (
    <DocumentPage
      page={page}
      title={t('costSheet:approval.title', { level: t(`kit:approval.levels.${level}`) })}
      editable={false}
    >
      <PickedDocumentSection
        title={t('costSheet:form.request')}
        fields="costSheet:fields"
        name="purreqno"
        page={page}
        stateOf={({ approval }) => storedApprovalText(t, 'costSheet', approval)}
        details={[
          { label: t('costSheet:fields.jobordno'), value: master?.jobordno },
          { label: t('costSheet:fields.vehicleno'), value: master?.vehicleno },
          { label: t('costSheet:fields.garage'), value: master?.garagnam },
          { label: t('costSheet:fields.store'), value: master?.storenam },
          { label: t('costSheet:fields.remarks'), value: master?.remarks },
        ]}
      />
      <ComparisonTable lines={values.lines} choices={values.choices} />
      <DocumentApproval
        page={page}
        level={level}
        texts="costSheet:approval"
        api={{
          decide: (body) => costSheetApi.decide(level, body),
          withdraw: (docnumbr) => costSheetApi.withdraw(level, docnumbr),
        }}
      />
    </DocumentPage>
  );
}

/** `/costsheetapproval` (SGRP004): the MOI approver. */
export function CostSheetApprovalPage() {
  return <CostSheetApproval group="MOI" />;
}

/** `/costsheetapprovalSec` (SGRP005): the KPTC and the third level approvers. */
export function CostSheetApprovalSecPage() {
  return <CostSheetApproval group="SEC" />;
}

export default CostSheetApprovalPage;
