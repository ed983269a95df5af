import Pagination from '@mui/material/Pagination';

interface ListPaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** Page buttons under a list the browser holds whole, labelled in German; nothing for a single page. */
export function ListPagination({ page, pageCount, onChange }: ListPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Pagination
      count={pageCount}
      page={page}
      onChange={(_event, next) => onChange(next)}
      siblingCount={0}
      getItemAriaLabel={(type, item) =>
        type === 'page' ? `Seite ${item}` : type === 'next' ? 'Nächste Seite' : 'Vorherige Seite'
      }
    />
  );
}
