import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ScrollableTable } from './scrollable-table';

const COLUMNS = [
  { header: 'Name', cell: (row: string) => row },
  { header: 'Länge', cell: (row: string) => row.length, numeric: true },
];

function renderTable() {
  render(
    <ScrollableTable label="Importläufe" columns={COLUMNS} rows={['a', 'bb']} rowKey={(row) => row} emptyText="-" />,
  );
}

/** jsdom lays nothing out: give every element the widths a 360 px phone would. */
function layOut({ scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

describe('ScrollableTable', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says the table can be swiped sideways when it is wider than the screen', () => {
    layOut({ scrollWidth: 560, clientWidth: 312 });
    renderTable();
    expect(screen.getByText('Tabelle seitlich wischen →')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Importläufe' })).toHaveAttribute('tabindex', '0');
  });

  it('gives no hint when the table fits', () => {
    layOut({ scrollWidth: 900, clientWidth: 900 });
    renderTable();
    expect(screen.getByRole('table', { name: 'Importläufe' })).toBeInTheDocument();
    expect(screen.queryByText('Tabelle seitlich wischen →')).not.toBeInTheDocument();
  });
});
