/**
 * The line being entered on a document whose lines are typed field by field (the estimation, the
 * garage inspection): its fields in their own container under a title, what the line lacks when Add
 * refused it, and Add. The page holds the line and decides whether it can be added.
 */
import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

export interface LineEntrySectionProps {
  /** The container's title and the button's label, translated. */
  title: string;
  addLabel: string;
  addTestId: string;
  onAdd: () => void;
  /** What the line lacks, translated. */
  problem?: string;
  problemTestId?: string;
  /** The line's fields. */
  children: ReactNode;
}

export function LineEntrySection({
  title,
  addLabel,
  addTestId,
  onAdd,
  problem,
  problemTestId,
  children,
}: LineEntrySectionProps) {
  return (
    <Container header={<Header variant="h2">{title}</Header>}>
      <SpaceBetween size="m">
        {children}
        {problem && (
          <Box color="text-status-error" data-testid={problemTestId}>
            {problem}
          </Box>
        )}
        <Button data-testid={addTestId} iconName="add-plus" onClick={onAdd}>
          {addLabel}
        </Button>
      </SpaceBetween>
    </Container>
  );
}
