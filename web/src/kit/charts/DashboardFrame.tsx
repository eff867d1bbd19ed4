/**
 * The frame of a dashboard page: its title and description, the dashboard filters with Refresh (which
 * reads every panel again) and the panels under them. The Admin and Management dashboards sit in a
 * content layout with the filters in a container (`contentLayout`); the management dashboards stack
 * the title and the filters above their panels.
 */
import type { ReactNode } from 'react';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { DashboardFilterBar, type DashboardFilterValues } from './DashboardFilterBar.tsx';

export interface DashboardFrameProps {
  /** Translated. */
  title: string;
  description: string;
  /** The page's filters (`useDashboardFilters`). */
  filters: {
    values: DashboardFilterValues;
    setValues: (values: DashboardFilterValues) => void;
    initial: DashboardFilterValues;
  };
  /** What Refresh reads again (`usePanels`); it spins while the first panel reads. */
  panels: Readonly<Record<string, { reload: () => void; loading: boolean }>>;
  contentLayout?: boolean;
  /** The panels, each spaced as a child of the page. */
  children: ReactNode;
}

export function DashboardFrame({
  title,
  description,
  filters,
  panels,
  contentLayout,
  children,
}: DashboardFrameProps) {
  const header = (
    <Header variant="h1" description={description}>
      {title}
    </Header>
  );
  const filterBar = (
    <DashboardFilterBar
      values={filters.values}
      onChange={filters.setValues}
      initialValues={filters.initial}
      onRefresh={() => {
        for (const panel of Object.values(panels)) panel.reload();
      }}
      refreshing={Object.values(panels)[0]?.loading ?? false}
    />
  );
  return contentLayout ? (
    <ContentLayout header={header}>
      <SpaceBetween size="l">
        <Container>{filterBar}</Container>
        {children}
      </SpaceBetween>
    </ContentLayout>
  ) : (
    <SpaceBetween size="l">
      {header}
      {filterBar}
      {children}
    </SpaceBetween>
  );
}
