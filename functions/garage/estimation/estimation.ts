/**
 * What an estimation save means, pure: priced lines (sub repairs from the master data, never from the
 * client), totals by the shared amount rules, and the composed master. Unit-tested beside.
 */
import { formatMessage, messages } from '@fleet/shared';
import { roundKwd } from '@fleet/shared/engines/amounts';
import type { JobOrderHead } from '@fleet/shared/engines/document-lines';
import {
  estimationLineValue,
  estimationTotals,
  type EstimationLine,
  type EstimationLineParsed,
  type EstimationMaster,
  type EstimationSaveParsed,
} from '@fleet/shared/garage/estimation';
import type { SparePart, SubRepair } from '@fleet/shared/platform/lookups';
import { BadRequestError } from '#lib/errors';
import { fieldsOf } from '#lib/attributes';

/** A master record's name in both languages. */
export interface Names {
  en: string;
  ar: string;
}

export interface MasterNames {
  subRepairs: ReadonlyMap<string, SubRepair>;
  workshops: ReadonlyMap<string, Names>;
  mainRepairs: ReadonlyMap<string, Names>;
  /** The item master's parts the part lines name, by item number (issue 24: a part must exist there). */
  spareParts: ReadonlyMap<string, Pick<SparePart, 'sparenam' | 'sparenamar' | 'spareuom'>>;
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
    // Names are the master data's, in both languages (issue 24: shown in the reader's language).
    const base = {
      ...line,
      serlnumb,
      subrepnam: '',
      subrepnamar: '',
      mainrepnam: '',
      mainrepnamar: '',
      wrkshpnam: '',
      wrkshpnamar: '',
      sparenamar: '',
      laborhors: 0,
    };
    if (line.linetype === 'SUBREPAIR') {
      const sub = names.subRepairs.get(subRepairKey(line));
      if (!sub) throw new BadRequestError(messages.estimationUnknownSubRepair);
      const priced = { ...base, qty: 1, unitprice: roundKwd(sub.laborcost) };
      const main = names.mainRepairs.get(`${line.wrkshpid}#${line.mainrepid}`);
      const workshop = names.workshops.get(line.wrkshpid);
      return {
        ...priced,
        ...fieldsOf(sub, 'subrepnam laborhors'),
        subrepnamar: sub.subrepnamar ?? '',
        mainrepnam: main?.en ?? '',
        mainrepnamar: main?.ar ?? '',
        wrkshpnam: workshop?.en ?? '',
        wrkshpnamar: workshop?.ar ?? '',
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
    const part = names.spareParts.get(line.sparepart);
    if (!part)
      throw new BadRequestError(
        formatMessage(messages.estimationUnknownSparePart, { sparepart: line.sparepart }),
      );
    return {
      ...base,
      wrkshpid: '',
      mainrepid: '',
      subrepid: '',
      workdesc: '',
      sparenam: part.sparenam || line.sparenam,
      sparenamar: part.sparenamar ?? '',
      spareuom: line.spareuom || part.spareuom,
      value: estimationLineValue(line),
    };
  });
}

export interface ComposeContext {
  docnumbr: string;
  user: string;
  now: { date: string; time: string; iso: string };
  jobOrder: JobOrderHead;
}

/** The master of a save (new, or the next version of `stored`), before its approval state is set. */
export function composeMaster(
  // The images are not the master's: they are items of their own.
  request: Omit<EstimationSaveParsed, 'images'>,
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
