/**
 * What the cost expenditure and the labour cost summary pages share: the filters above them (the
 * year, the category where the page has one, the garage; all garages at first) and the alert of a
 * failed read with its Retry.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import { yearOptions } from '../../../kit/charts/index.ts';
import { PickField, type FieldOption } from '../../../kit/index.ts';

interface Pick {
  value: string;
  onChange: (value: string) => void;
}

export function CostFilters({
  yearTestId,
  year,
  garage,
  garages,
  category,
}: {
  yearTestId: string;
  year: Pick;
  garage: Pick;
  /** The garages as choices (the page names its rows by them too). */
  garages: FieldOption[];
  /** The category and its choices (with "all categories"), on the pages that filter by one. */
  category?: Pick & { options: FieldOption[] };
}) {
  const { t } = useTranslation();
  return (
    <Container>
      <ColumnLayout columns={category ? 3 : 2}>
        <PickField
          label={t('costExpenditure:filters.year')}
          testId={yearTestId}
          options={yearOptions(new Date()).map((value) => ({ value, label: value }))}
          {...year}
        />
        {category && <PickField label={t('costExpenditure:filters.category')} {...category} />}
        <PickField
          label={t('costExpenditure:filters.garage')}
          options={[{ value: '', label: t('costExpenditure:filters.allGarages') }, ...garages]}
          {...garage}
        />
      </ColumnLayout>
    </Container>
  );
}

/** A failed read: its header, the error's text and Retry. */
export function RetryAlert({
  header,
  onRetry,
  testId,
  children,
}: {
  header: string;
  onRetry: () => void;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      header={header}
      action={<Button onClick={onRetry}>{t('costExpenditure:actions.retry')}</Button>}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}
