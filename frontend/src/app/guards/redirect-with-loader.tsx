import { Navigate, type NavigateProps } from 'react-router-dom';
import { PageLoader } from '../../components/layout/page-loader';

/**
 * A guard's redirect. The loader stays until the next page is there: its code may still be loading, and meanwhile
 * the page was empty, with the footer at the bottom of the window that the arriving page then pushed out (after a
 * login on a phone, a layout shift of 0.86).
 */
export function RedirectWithLoader(props: NavigateProps) {
  return (
    <>
      <PageLoader />
      <Navigate {...props} />
    </>
  );
}
