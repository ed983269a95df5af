/** What a date field holds while its typed date is incomplete or does not exist (31.02.2026): the form shows an error. */
export const INVALID_DATE = 'invalid';
