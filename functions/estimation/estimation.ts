/**
 * What an estimation save means, pure: priced lines (sub repairs from the master data, never from the
 * client), totals by the shared amount rules, and the composed master. Unit-tested beside.
 */
import { formatMessage, messages } from '@fleet/shared';
import { roundKwd } from '@fleet/shared/amounts';
import {
  estimationLineValue,
  estimationMessages,
  estimationTotals,
  type EstimationLine,
  type EstimationLineParsed,
  type EstimationMaster,
  type EstimationSaveParsed,
} from '@fleet/shared/estimation';
import type { SubRepair } from '@fleet/shared/lookups';
import { BadRequestError } from '#lib/errors';

export interface MasterNames {
  subRepairs: ReadonlyMap<string, SubRepair>;
  workshops: ReadonlyMap<string, string>;
  mainRepairs: ReadonlyMap<string, string>;
  /** Item numbers of the item master the part lines name (issue 24: a part must exist there). */
  spareParts: ReadonlySet<string>;
}

export const subRepairKey = (line: Pick<EstimationLineParsed, 'wrkshpid' | 'mainrepid' | 'subrepid'>) =>
  `${line.wrkshpid}#${line.mainrepid}#${line.subrepid}`;

/**
 * Numbers the lines 1..n and prices them; a sub repair takes its labour hours and cost from the master,
 * a part line must name an item of the item master.
 */
export function priceLines(lines: readonly EstimationLineParsed[], names: MasterNames): EstimationLine[] {
  return lines.map((line, index) => {
    const serlnumb = index + 1;
    const base = { ...line, serlnumb, subrepnam: '', mainrepnam: '', wrkshpnam: '', laborhors: 0 };
    if (line.linetype === 'SUBREPAIR') {
      const sub = names.subRepairs.get(subRepairKey(line));
      if (!sub) throw new BadRequestError(estimationMessages.unknownSubRepair);
      const priced = { ...base, qty: 1, unitprice: roundKwd(sub.laborcost) };
      return {
        ...priced,
        subrepnam: sub.subrepnam,
        mainrepnam: names.mainRepairs.get(`${line.wrkshpid}#${line.mainrepid}`) ?? '',
        wrkshpnam: names.workshops.get(line.wrkshpid) ?? '',
        laborhors: sub.laborhors,
        sparepart: '',
        sparenam: '',
        spareuom: '',
        value: estimationLineValue(priced),
      };
    }
    if (line.linetype === 'LABOUR') {
      return {
        ...base,
        wrkshpid: '',
        mainrepid: '',
        subrepid: '',
        sparepart: '',
        sparenam: '',
        spareuom: '',
        laborhors: line.qty,
        value: estimationLineValue(line),
      };
    }
    if (!names.spareParts.has(line.sparepart))
      throw new BadRequestError(
        formatMessage(messages.estimationUnknownSparePart, { sparepart: line.sparepart }),
      );
    return {
      ...base,
      wrkshpid: '',
      mainrepid: '',
      subrepid: '',
      workdesc: '',
      value: estimationLineValue(line),
    };
  });
}

export interface ComposeContext {
  docnumbr: string;
  user: string;
  now: { date: string; time: string; iso: string };
  jobOrder: {
    jobordno: string;
    joborddat: string;
    vehicleno: string;
    vehmaknam: string;
    garage: string;
    garagnam: string;
  };
}

/** The master of a save (new, or the next version of `stored`), before its approval state is set. */
export function composeMaster(
  request: EstimationSaveParsed,
  lines: readonly EstimationLine[],
  context: ComposeContext,
  stored?: EstimationMaster,
): EstimationMaster {
  const totals = estimationTotals(lines);
  return {
    docnumbr: context.docnumbr,
    docdate: stored?.docdate ?? context.now.date,
    doctime: stored?.doctime ?? context.now.time,
    ...context.jobOrder,
    remarks: request.remarks,
    ...totals,
    approvedval: totals.totalval,
    cretuser: stored?.cretuser ?? context.user,
    credate: stored?.credate ?? context.now.iso,
    moduser: stored ? context.user : '',
    moddate: stored ? context.now.iso : '',
    version: (stored?.version ?? 0) + 1,
  };
}
