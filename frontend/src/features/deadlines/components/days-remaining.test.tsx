import { getContrastRatio } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import { theme } from '../../../app/theme';
import { renderWithProviders } from '../../../test/render-with-providers';
import { DaysRemainingChip, urgentChipColors } from './days-remaining';

describe('DaysRemainingChip', () => {
  it.each([0, 1, 2, 5, 7])('writes %i days remaining with at least 4.5:1 contrast', (days) => {
    const colors = urgentChipColors(theme, days)!;
    expect(getContrastRatio(colors.text, colors.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('is orange within a week in the dark shade, red today and tomorrow, outlined later', () => {
    renderWithProviders(
      <>
        <DaysRemainingChip days={5} />
        <DaysRemainingChip days={1} />
        <DaysRemainingChip days={12} />
      </>,
    );
    expect(screen.getByText('in 5 Tagen').closest('.MuiChip-root')).toHaveStyle({
      backgroundColor: 'rgb(168, 77, 0)',
      color: 'rgb(255, 255, 255)',
    });
    expect(screen.getByText('morgen').closest('.MuiChip-root')).toHaveStyle({ backgroundColor: 'rgb(211, 47, 47)' });
    expect(screen.getByText('in 12 Tagen').closest('.MuiChip-root')).toHaveClass('MuiChip-outlined');
    expect(urgentChipColors(theme, 8)).toBeNull();
  });
});
