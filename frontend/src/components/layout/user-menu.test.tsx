import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { sessionUser } from '../../test/session-fixtures';
import { UserMenu } from './user-menu';

describe('UserMenu', () => {
  it('links to the profile page', async () => {
    const { user } = renderWithProviders(<UserMenu user={sessionUser()} isAdmin={false} />);
    await user.click(screen.getByRole('button', { name: 'Erika Mustermann' }));
    expect(await screen.findByRole('menuitem', { name: 'Profil' })).toHaveAttribute('href', '/profile');
  });
});
