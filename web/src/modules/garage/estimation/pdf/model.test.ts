import { describe, expect, it } from 'vitest';
import { estimation } from '../../../../../../tests/pdf/estimation-fixtures.ts';
import { formatMoment as momentText } from '../../../../kit/dateTime.ts';
import { estimationPdfFileName, estimationText } from './model.ts';

describe('unit: estimation PDF model', () => {
  it('prints the particulars, the lines in order and the totals per type in KWD', () => {
    const text = estimationText(estimation);

    expect(text).toMatchObject({
      docnumbr: 'QT-2026-00042',
      date: '20/11/2026',
      jobordno: 'JO-2026-00031',
      state: { en: 'Pending approval' },
      // A code the masters know no name of prints as it is.
      signatures: [{ title: { en: 'Requested By' }, name: { en: 'teamleader', ar: '' } }],
    });
    expect(
      estimationText(estimation, { teamleader: { en: 'Hamad Al-Leader', ar: 'حمد القائد' } }).signatures[0]
        ?.name,
    ).toEqual({ en: 'Hamad Al-Leader', ar: 'حمد القائد' });
    expect(
      text.lines.map((line) => [line.serial, line.type.en, line.description, line.qty, line.value]),
    ).toEqual([
      ['1', 'Sub repair', 'Engine / Engine overhaul / Cylinder head', '1', '180.000'],
      ['2', 'Spare part', 'OIL-5W30 زيت محرك', '5.5', '26.125'],
      ['3', 'Spare part', 'BMP-3001 Rear bumper', '1', '61.500'],
      ['4', 'Labour', 'Paint the bumper', '2.5', '12.500'],
    ]);
    expect(text.totals.map((total) => [total.label.en, total.text])).toEqual([
      ['Sub repairs', 'KWD 180.000'],
      ['Spare parts', 'KWD 87.625'],
      ['Labour', 'KWD 12.500'],
      ['Total', 'KWD 280.125'],
    ]);
  });

  it("prints the master data's Arabic names under the English ones when the line keeps them (issue 24)", () => {
    const [subRepair, part, , labour] = estimation.lines;
    const named = {
      ...estimation,
      lines: [
        { ...subRepair!, wrkshpnamar: 'المحرك', mainrepnamar: 'عمرة المحرك', subrepnamar: 'رأس السلندر' },
        { ...part!, sparenamar: 'زيت محرك' },
        labour!,
      ],
    };

    const text = estimationText(named);

    expect(text.lines.map((line) => line.descriptionAr)).toEqual([
      'المحرك / عمرة المحرك / رأس السلندر',
      'OIL-5W30 زيت محرك',
      '',
    ]);
    expect(estimationText(estimation).lines.every((line) => line.descriptionAr === '')).toBe(true);
  });

  it("lists the current round's decisions, not withdrawn ones, with Kuwait time", () => {
    const withdrawn = {
      ...estimation,
      approvals: [
        ...estimation.approvals,
        { ...estimation.approvals[0]!, level: 'KD' as const, withdrawnAt: '2026-11-21T08:00:00.000Z' },
        { ...estimation.approvals[0]!, round: 0 },
      ],
    };

    const text = estimationText(withdrawn);

    expect(text.approvals).toEqual([
      {
        level: { en: 'MOI', ar: 'الداخلية' },
        decision: { en: 'Approved', ar: 'معتمد' },
        by: { en: 'Saad Al-Otaibi', ar: 'سعد العتيبي' },
        at: '20/11/2026 11:00',
        amount: 'KWD 280.125',
        remarks: 'OK as quoted',
      },
    ]);
  });

  it('shows the approved total when rejected lines leave it below the total', () => {
    const text = estimationText({ ...estimation, master: { ...estimation.master, approvedval: 218.625 } });

    expect(text.totals.map((total) => total.label.en)).toEqual([
      'Sub repairs',
      'Spare parts',
      'Labour',
      'Approved total',
      'Total',
    ]);
  });

  it('names the file and reads times in Kuwait', () => {
    expect(estimationPdfFileName('QT-2026-00042')).toBe('Estimation_QT-2026-00042.pdf');
    expect(momentText('2026-11-24T21:30:00.000Z')).toBe('25/11/2026 00:30');
    expect(momentText(undefined)).toBe('');
  });
});
