import { screen } from '@testing-library/react';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { renderWithProviders } from '../test/render-with-providers';

function SavedToast() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    enqueueSnackbar('Profil gespeichert', { variant: 'success' });
  }, [enqueueSnackbar]);
  return null;
}

describe('toasts', () => {
  it('show top-right below the sticky header, so the user menu stays reachable', async () => {
    renderWithProviders(<SavedToast />);
    const toast = await screen.findByText('Profil gespeichert');
    const container = toast.closest('.notistack-SnackbarContainer') as HTMLElement;
    expect(container).toHaveClass('toasts-below-header');
    // 64 px toolbar plus a gap (56 px plus the gap on phones).
    expect(getComputedStyle(container).top).toBe('72px');
  });
});
