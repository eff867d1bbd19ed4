/**
 * The procurement documents (issue 12) as verification sources: purchase requests (PRQ, PRJ), cost
 * sheets (CST) and local purchase orders (LPO). The hash covers what their PDFs print: number, date,
 * the job order, store or supplier, every line with its quantity, price, value (and, for a cost sheet,
 * every offer and the choice with its reason), the totals and each level's decision of the current
 * round (with "for Y" under a delegation).
 */
import { chainOf, lineDecisionOf, type ApprovalState } from '@fleet/shared/engines/approvals';
import { verificationStatus, type VerificationApproval } from '@fleet/shared/platform/verification';
import { costSheets, lpos, purchaseRequests } from '../../../procurement/common.ts';
import { registerVerificationSource, type VerificationSource } from '../sources.ts';

const total = { en: 'Total', ar: 'الإجمالي' };

function decisionsOf(doctype: string, approval: ApprovalState | undefined) {
  return chainOf(doctype).levels.flatMap((level) => {
    const decision = approval?.decisions[level.level];
    return decision ? [{ level: level.level, ...decision }] : [];
  });
}

function approvalParts(doctype: string, approval: ApprovalState | undefined) {
  const decisions = decisionsOf(doctype, approval);
  const view: VerificationApproval[] = decisions.map((decision) => ({
    level: decision.level,
    decision: decision.decision,
    user: decision.user,
    ...(decision.onBehalfOf ? { onBehalfOf: decision.onBehalfOf } : {}),
    at: decision.at,
  }));
  const content = {
    state: approval?.state ?? 'draft',
    round: approval?.round ?? 0,
    approvals: decisions.map((decision) => ({
      level: decision.level,
      decision: decision.decision,
      user: decision.user,
      onBehalfOf: decision.onBehalfOf,
      at: decision.at,
      amount: decision.amount,
      remarks: decision.remarks,
    })),
  };
  return { view, content, status: verificationStatus[approval?.state ?? 'draft'] };
}

for (const doctype of ['PRQ', 'PRJ'] as const) {
  registerVerificationSource(doctype, async (project, docnumbr): Promise<VerificationSource | undefined> => {
    const stored = await purchaseRequests[doctype].get(project, docnumbr);
    if (!stored) return undefined;
    const { master } = stored;
    const lines = [...stored.lines].sort((a, b) => a.serlnumb - b.serlnumb);
    const approval = approvalParts(doctype, master.approval);
    return {
      view: {
        doctype,
        docnumbr,
        title: { en: 'Purchase request', ar: 'طلب الشراء' },
        docdate: master.docdate,
        party: master.storenam,
        totals: [{ label: total, amount: master.totalval }],
        lines: lines.length,
        approvals: approval.view,
        status: approval.status,
      },
      content: {
        doctype,
        docnumbr,
        docdate: master.docdate,
        jobordno: master.jobordno,
        vehicleno: master.vehicleno,
        storecode: master.storecode,
        requstno: master.requstno,
        remarks: master.remarks,
        lines: lines.map((line) => ({
          serlnumb: line.serlnumb,
          sparepart: line.sparepart,
          sparenam: line.sparenam,
          qty: line.qty,
          unitprice: line.unitprice,
          value: line.value,
          aprstatus: lineDecisionOf(master.approval, line.serlnumb).aprstatus,
        })),
        totalval: master.totalval,
        ...approval.content,
      },
    };
  });
}

registerVerificationSource('CST', async (project, docnumbr): Promise<VerificationSource | undefined> => {
  const stored = await costSheets.get(project, docnumbr);
  if (!stored) return undefined;
  const { master } = stored;
  const lines = [...stored.lines].sort((a, b) => a.serlnumb - b.serlnumb);
  const approval = approvalParts('CST', master.approval);
  return {
    view: {
      doctype: 'CST',
      docnumbr,
      title: { en: 'Cost sheet', ar: 'كشف التكلفة' },
      docdate: master.docdate,
      party: [...new Set(lines.map((line) => line.vendname))].join(', '),
      totals: [
        { label: { en: 'Lowest offers', ar: 'أقل العروض' }, amount: master.lowestval },
        { label: total, amount: master.totalval },
      ],
      lines: lines.length,
      approvals: approval.view,
      status: approval.status,
    },
    content: {
      doctype: 'CST',
      docnumbr,
      docdate: master.docdate,
      purreqno: master.purreqno,
      jobordno: master.jobordno,
      remarks: master.remarks,
      lines: lines.map((line) => ({
        serlnumb: line.serlnumb,
        sparepart: line.sparepart,
        qty: line.qty,
        offers: line.offers.map((offer) => ({
          vendcode: offer.vendcode,
          quotno: offer.quotno,
          unitprice: offer.unitprice,
        })),
        vendcode: line.vendcode,
        unitprice: line.unitprice,
        value: line.value,
        reason: line.reason,
      })),
      totalval: master.totalval,
      lowestval: master.lowestval,
      ...approval.content,
    },
  };
});

registerVerificationSource('LPO', async (project, docnumbr): Promise<VerificationSource | undefined> => {
  const stored = await lpos.get(project, docnumbr);
  if (!stored) return undefined;
  const { master } = stored;
  const lines = [...stored.lines].sort((a, b) => a.serlnumb - b.serlnumb);
  const approval = approvalParts('LPO', master.approval);
  return {
    view: {
      doctype: 'LPO',
      docnumbr,
      title: { en: 'Local purchase order', ar: 'أمر الشراء المحلي' },
      docdate: master.docdate,
      party: master.vendname,
      totals: [{ label: total, amount: master.totalval }],
      lines: lines.length,
      approvals: approval.view,
      status: approval.status,
    },
    content: {
      doctype: 'LPO',
      docnumbr,
      docdate: master.docdate,
      costshtno: master.costshtno,
      vendcode: master.vendcode,
      storecode: master.storecode,
      deliverydate: master.deliverydate,
      remarks: master.remarks,
      lines: lines.map((line) => ({
        serlnumb: line.serlnumb,
        sparepart: line.sparepart,
        qty: line.qty,
        unitprice: line.unitprice,
        value: line.value,
      })),
      totalval: master.totalval,
      ...approval.content,
    },
  };
});
