import '@testing-library/jest-dom';

// The session lives in localStorage: no test may inherit another's login.
afterEach(() => localStorage.clear());
