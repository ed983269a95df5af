import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { MobileNavMenu } from './mobile-nav-menu';
import { mainNavFor, MORE_NAV } from './nav-items';

describe('MobileNavMenu', () => {
  it('opens the navigation menu from the "Menü öffnen" button and closes it on selection', async () => {
    const { user } = renderWithProviders(<MobileNavMenu items={mainNavFor(false)} />, { route: '/notifications' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    const button = screen.getByRole('button', { name: 'Menü öffnen' });
    await user.click(button);

    const menu = await screen.findByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Suche', 'Benachrichtigungen']);
    expect(within(menu).getByRole('menuitem', { name: 'Suche' })).toHaveAttribute('href', '/search');

    await user.click(within(menu).getByRole('menuitem', { name: 'Suche' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('lists Admin when given the admin navigation', async () => {
    const { user } = renderWithProviders(<MobileNavMenu items={mainNavFor(true)} />);
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('lists further pages after the navigation entries and marks the current one', async () => {
    const { user } = renderWithProviders(<MobileNavMenu items={mainNavFor(true)} moreItems={MORE_NAV} />, {
      route: '/statistics',
    });
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Suche', 'Benachrichtigungen', 'Admin', 'Historische Daten']);
    const statistics = within(menu).getByRole('menuitem', { name: 'Historische Daten' });
    expect(statistics).toHaveAttribute('href', '/statistics');
    expect(statistics).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });
});
