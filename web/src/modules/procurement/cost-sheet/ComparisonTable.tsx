/**
 * The comparison table of a cost sheet (docs/procurement.md "Cost sheet"): one row per item, one
 * column per supplier with its unit price and value (the lowest offer highlighted, the chosen one
 * marked), the supplier chosen for the row (a select while preparing, the lowest by default) with the
 * reason required when it is not the lowest, and a closing row with each supplier's total and the
 * chosen total; under it the chosen total, the all-lowest total and the difference. Read-only for the
 * approvers and in VIEW. The model is `comparison.ts`.
 */
import { useTranslation } from 'react-i18next';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import { Input } from '../../../kit/form/Input.tsx';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { AmountField } from '../../../kit/index.ts';
import { formatAmount, formatKwd } from '../../../i18n/format.ts';
import {
  choiceOf,
  comparisonTotals,
  isLowestOffer,
  offerOf,
  reasonRequired,
  supplierColumns,
  type ChoiceProblem,
  type Choices,
  type ComparisonLine,
} from './comparison.ts';
import { useReaderNames } from '../../../kit/masterNames.ts';

export interface ComparisonTableProps {
  lines: readonly ComparisonLine[];
  choices: Choices;
  /** Choosing (preparing the sheet); read-only without it. */
  onChoose?: (serlnumb: number, vendcode: string) => void;
  onReason?: (serlnumb: number, reason: string) => void;
  /** Problems by line, shown beside the choice (after a save attempt). */
  problems?: Record<string, ChoiceProblem>;
  loading?: boolean;
  /** Text of the empty table. */
  empty?: string;
}

type Row = { kind: 'line'; line: ComparisonLine } | { kind: 'total' };

export function ComparisonTable({
  lines,
  choices,
  onChoose,
  onReason,
  problems = {},
  loading = false,
  empty,
}: ComparisonTableProps) {
  const { t } = useTranslation();
  const nameOf = useReaderNames(['items']);
  const suppliers = supplierColumns(lines);
  const totals = comparisonTotals(lines, choices);
  const editable = Boolean(onChoose);
  const rows: Row[] = [
    ...lines.map((line): Row => ({ kind: 'line', line })),
    ...(lines.length > 0 ? [{ kind: 'total' } as Row] : []),
  ];
  const bold = (text: string) => <Box fontWeight="bold">{text}</Box>;

  const supplierColumnsDefs: TableProps.ColumnDefinition<Row>[] = suppliers.map((supplier) => ({
    id: `supplier-${supplier.vendcode}`,
    header: (
      <span>
        {supplier.vendname}
        <Box variant="small" display="block">
          {[supplier.vendcode, supplier.quotno].filter(Boolean).join(' · ')}
        </Box>
      </span>
    ),
    minWidth: 150,
    cell: (row) => {
      if (row.kind === 'total') {
        const total = totals.suppliers[supplier.vendcode];
        return (
          <span data-testid={`supplier-total-${supplier.vendcode}`}>
            {bold(formatKwd(total?.total))}
            {total && total.quoted < lines.length && (
              <Box variant="small" display="block">
                {t('costSheet:comparison.quotedOf', { quoted: total.quoted, lines: lines.length })}
              </Box>
            )}
          </span>
        );
      }
      const offer = offerOf(row.line, supplier.vendcode);
      if (!offer) return <Box color="text-status-inactive">{t('costSheet:comparison.noOffer')}</Box>;
      const lowest = isLowestOffer(row.line, supplier.vendcode);
      const chosen = choiceOf(choices, row.line).vendcode === supplier.vendcode;
      return (
        <div
          data-testid={`offer-${row.line.serlnumb}-${supplier.vendcode}`}
          data-lowest={lowest || undefined}
        >
          <Box
            fontWeight={lowest ? 'bold' : 'normal'}
            color={lowest ? 'text-status-success' : 'inherit'}
            display="block"
          >
            {t('costSheet:comparison.unitPrice', { amount: formatAmount(offer.unitprice) })}
          </Box>
          <Box variant="small" display="block">
            {t('costSheet:comparison.value', { amount: formatAmount(offer.value) })}
          </Box>
          <SpaceBetween direction="horizontal" size="xxs">
            {lowest && <Badge color="green">{t('costSheet:comparison.lowest')}</Badge>}
            {chosen && <Badge color="blue">{t('costSheet:comparison.chosen')}</Badge>}
          </SpaceBetween>
        </div>
      );
    },
  }));

  const columns: TableProps.ColumnDefinition<Row>[] = [
    { id: 'serial', header: '#', width: 50, cell: (row) => (row.kind === 'line' ? row.line.serlnumb : '') },
    {
      id: 'item',
      header: t('costSheet:fields.item'),
      minWidth: 180,
      cell: (row) =>
        row.kind === 'line' ? (
          <span>
            {row.line.sparepart}
            <Box variant="small" display="block">
              {nameOf('items', row.line.sparepart, row.line.sparenam)}
            </Box>
          </span>
        ) : (
          bold(t('costSheet:comparison.total'))
        ),
    },
    {
      id: 'qty',
      header: t('costSheet:fields.qty'),
      width: 80,
      cell: (row) => (row.kind === 'line' ? `${row.line.qty} ${row.line.spareuom}`.trim() : ''),
    },
    ...supplierColumnsDefs,
    {
      id: 'choice',
      header: t('costSheet:comparison.choice'),
      minWidth: 220,
      cell: (row) => {
        if (row.kind === 'total')
          return <span data-testid="chosen-total">{bold(formatKwd(totals.chosen))}</span>;
        const line = row.line;
        const choice = choiceOf(choices, line);
        const chosenOffer = offerOf(line, choice.vendcode);
        const problem = problems[String(line.serlnumb)];
        // The line's problem, under the control it is about.
        const problemText = (key: string) =>
          problem?.key === key ? t(key, { item: problem.item }) : undefined;
        const needsReason = reasonRequired(line, choice);
        if (!editable)
          return (
            <div data-testid={`choice-${line.serlnumb}`}>
              <Box fontWeight="bold">{chosenOffer?.vendname ?? choice.vendcode}</Box>
              <Box variant="small" display="block">
                {formatKwd(chosenOffer?.value)}
              </Box>
              {needsReason && (
                <Box variant="small" display="block" color="text-status-warning">
                  {t('costSheet:comparison.reasonShown', { reason: choice.reason })}
                </Box>
              )}
            </div>
          );
        const options = line.offers
          .slice()
          .sort((a, b) => a.vendcode.localeCompare(b.vendcode))
          .map((offer) => ({
            value: offer.vendcode,
            label: offer.vendname,
            description: isLowestOffer(line, offer.vendcode)
              ? t('costSheet:comparison.optionLowest', { amount: formatAmount(offer.unitprice) })
              : t('costSheet:comparison.unitPrice', { amount: formatAmount(offer.unitprice) }),
          }));
        return (
          <SpaceBetween size="xs">
            <FormField errorText={problemText('errors:storeSupplierRequired')}>
              <Select
                data-testid={`choice-${line.serlnumb}`}
                ariaLabel={t('costSheet:comparison.choiceOf', { item: line.sparepart })}
                selectedOption={options.find((option) => option.value === choice.vendcode) ?? null}
                options={options}
                placeholder={t('costSheet:comparison.choose')}
                onChange={({ detail }) => onChoose?.(line.serlnumb, detail.selectedOption.value ?? '')}
              />
            </FormField>
            {needsReason && (
              <FormField
                label={t('costSheet:comparison.reason')}
                errorText={problemText('errors:costSheetReasonRequired')}
              >
                <Input
                  data-testid={`reason-${line.serlnumb}`}
                  ariaLabel={t('costSheet:comparison.reasonOf', { item: line.sparepart })}
                  value={choice.reason}
                  onChange={({ detail }) => onReason?.(line.serlnumb, detail.value)}
                />
              </FormField>
            )}
          </SpaceBetween>
        );
      },
    },
  ];

  return (
    <SpaceBetween size="l">
      <Table
        data-testid="comparison"
        variant="container"
        wrapLines
        loading={loading}
        loadingText={t('costSheet:comparison.loading')}
        header={
          <Header
            variant="h2"
            counter={`(${lines.length})`}
            description={t('costSheet:comparison.description', { suppliers: suppliers.length })}
          >
            {t('costSheet:comparison.title')}
          </Header>
        }
        items={rows}
        trackBy={(row) => (row.kind === 'line' ? String(row.line.serlnumb) : 'total')}
        empty={<Box textAlign="center">{empty ?? t('costSheet:comparison.empty')}</Box>}
        columnDefinitions={columns}
      />
      <ColumnLayout columns={3} minColumnWidth={160}>
        {Object.entries({
          totalval: totals.chosen,
          lowestval: totals.lowest,
          difference: totals.difference,
        }).map(([name, value]) => (
          <AmountField key={name} label={t(`costSheet:fields.${name}`)} value={value} kwd testId={name} />
        ))}
      </ColumnLayout>
    </SpaceBetween>
  );
}
