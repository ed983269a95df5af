import { getContrastRatio } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import { useSnackbar, type VariantType } from 'notistack';
import { useEffect } from 'react';
import { renderWithProviders } from '../test/render-with-providers';
import { FOCUS_RING, theme } from './theme';
import { toastColors } from './toast-colors';

/** WCAG 2.x: normal text needs 4.5:1 (AA), a focus indicator 3:1 against what surrounds it (2.4.11/1.4.11). */
const AA_TEXT = 4.5;
const NON_TEXT = 3;

describe('theme contrast', () => {
  it.each(Object.entries(toastColors(theme)))('gives %s toasts text with at least 4.5:1 contrast', (_, color) => {
    expect(getContrastRatio(color.text, color.background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('draws the focus ring with at least 3:1 against the page, cards and the header bar', () => {
    expect(getContrastRatio(FOCUS_RING.color, theme.palette.background.default)).toBeGreaterThanOrEqual(NON_TEXT);
    expect(getContrastRatio(FOCUS_RING.color, theme.palette.background.paper)).toBeGreaterThanOrEqual(NON_TEXT);
    expect(getContrastRatio(FOCUS_RING.onDark, theme.palette.primary.main)).toBeGreaterThanOrEqual(NON_TEXT);
  });
});

function Toast({ variant, text }: { variant: VariantType; text: string }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    enqueueSnackbar(text, { variant });
  }, [enqueueSnackbar, variant, text]);
  return null;
}

describe('toasts', () => {
  it('shows a success toast on the dark green of the theme', async () => {
    renderWithProviders(<Toast variant="success" text="Gespeichert" />);
    const toast = (await screen.findByText('Gespeichert')).closest('.notistack-MuiContent');
    const { background } = toastColors(theme).success;
    expect(toast).toHaveStyle({ backgroundColor: background, color: 'rgb(255, 255, 255)' });
  });
});
