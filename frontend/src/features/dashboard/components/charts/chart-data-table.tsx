import Box from '@mui/material/Box';

interface ChartDataTableProps {
  caption: string;
  headers: [string, string];
  rows: [string, string][];
}

/** The numbers behind a chart as a table, for screen readers and anyone who wants them exactly. */
export function ChartDataTable({ caption, headers, rows }: ChartDataTableProps) {
  return (
    <Box component="details" sx={{ mt: 1.5, typography: 'body2' }}>
      <Box component="summary" sx={{ cursor: 'pointer', color: 'primary.main', py: 0.5 }}>
        Daten als Tabelle anzeigen
      </Box>
      <Box
        component="table"
        sx={{
          mt: 1,
          width: '100%',
          borderCollapse: 'collapse',
          '& th, & td': { textAlign: 'left', py: 0.25, px: 1, borderBottom: 1, borderColor: 'divider' },
          '& td:last-of-type, & th:last-of-type': { textAlign: 'right' },
        }}
      >
        <caption style={{ textAlign: 'left', paddingBottom: 4 }}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headers[0]}</th>
            <th scope="col">{headers[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" style={{ fontWeight: 400 }}>
                {label}
              </th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
