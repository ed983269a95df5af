import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { importLog } from '../test/admin-fixtures';
import { ImportRunsTable } from './import-runs-table';

describe('ImportRunsTable', () => {
  it('shows a running run with its day and counts, and a failed one with its reason and German error text', async () => {
    render(
      <ImportRunsTable
        logs={[
          importLog(0, {
            status: 'running',
            fetched: 1520,
            companies_inserted: 1500,
            cases_inserted: 1503,
            errors: 0,
            progress: { day: '2026-11-20', day_number: 2, days_total: 14 },
          }),
          importLog(1, {
            status: 'failed',
            failure_reason: 'portal_unreachable',
            fetched: 0,
            companies_inserted: 0,
            cases_inserted: 0,
            errors: 1,
            error_details: ['Das Bekanntmachungsportal ist nicht erreichbar (Verbindung abgelehnt).'],
          }),
          importLog(2, { status: 'failed', failure_reason: 'read_models_behind', errors: 1 }),
          importLog(3, { status: 'failed', failure_reason: 'error', errors: 1 }),
        ]}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Letzte Importläufe' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('1.5201.5001.5030läuft: Tag 2 von 14');
    expect(rows[1]).toHaveTextContent('fehlgeschlagen (Portal nicht erreichbar)');
    expect(rows[2]).toHaveTextContent('fehlgeschlagen (Lesemodelle im Rückstand, wird wiederholt)');
    expect(rows[3]).toHaveTextContent('fehlgeschlagen (interner Fehler)');
    const error = screen.getByText('Das Bekanntmachungsportal ist nicht erreichbar (Verbindung abgelehnt).');
    expect(error).not.toBeVisible();
    await userEvent.click(within(rows[1]).getByText('Fehler anzeigen'));
    expect(error).toBeVisible();
  });
});
