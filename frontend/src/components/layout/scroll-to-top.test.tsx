import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useEffect } from 'react';
import { ScrollToTop } from './scroll-to-top';

function Navigate({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to);
  }, [navigate, to]);
  return null;
}

describe('ScrollToTop', () => {
  it('scrolls to the top when the path changes, not when only the query changes', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { rerender } = render(
      <MemoryRouter initialEntries={['/search?q=a']}>
        <ScrollToTop />
        <Routes>
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>,
    );
    const calls = scrollTo.mock.calls.length;
    rerender(
      <MemoryRouter initialEntries={['/search?q=a']}>
        <ScrollToTop />
        <Navigate to="/search?q=b" />
      </MemoryRouter>,
    );
    expect(scrollTo.mock.calls.length).toBe(calls);
    rerender(
      <MemoryRouter initialEntries={['/search?q=a']}>
        <ScrollToTop />
        <Navigate to="/case/7" />
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(scrollTo.mock.calls.length).toBeGreaterThan(calls);
    scrollTo.mockRestore();
  });
});
