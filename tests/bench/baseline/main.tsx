/**
 * The landing benchmark's yardstick (issue 25, "Benchmarks"): a minimal Cloudscape page, built and served
 * the way the SPA is: AppLayout, top navigation and one Table of 20 rows, no data calls, no i18n. The
 * landing LCP is reported as a ratio to this page's LCP measured in the same run, so the figure does not
 * move with the machine. Built by tests/bench/web.ts only; not part of the product.
 */
import '@cloudscape-design/global-styles/index.css';
import AppLayout from '@cloudscape-design/components/app-layout';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import TopNavigation from '@cloudscape-design/components/top-navigation';
import { createRoot } from 'react-dom/client';

const rows = Array.from({ length: 20 }, (_, index) => ({
  number: `JO-2026-${String(index + 1).padStart(5, '0')}`,
  plate: `${10 + index}/${12345 + index}`,
  status: 'Under repair',
  amount: (index * 12.5).toFixed(3),
}));

function Baseline() {
  return (
    <>
      <div id="top-nav">
        <TopNavigation identity={{ href: '#', title: 'Fleet Workshop' }} />
      </div>
      <AppLayout
        headerSelector="#top-nav"
        navigationHide
        toolsHide
        content={
          <Table
            header={<Header variant="h1">My work</Header>}
            items={rows}
            columnDefinitions={[
              { id: 'number', header: 'Job order', cell: (row) => row.number },
              { id: 'plate', header: 'Plate', cell: (row) => row.plate },
              { id: 'status', header: 'Status', cell: (row) => row.status },
              { id: 'amount', header: 'Amount', cell: (row) => row.amount },
            ]}
          />
        }
      />
    </>
  );
}

createRoot(document.getElementById('root')!).render(<Baseline />);
