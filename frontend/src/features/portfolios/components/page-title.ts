// Long German words must fit a 360 px phone (as the other pages' titles).
export const PAGE_TITLE_SX = { fontSize: { xs: '1.75rem', sm: '2.125rem' }, overflowWrap: 'anywhere' } as const;
