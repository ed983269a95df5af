/** Room (px) below the results heading that the first result needs to be seen without scrolling. */
const ROOM_FOR_A_RESULT = 200;

/**
 * After a search the user submitted: when the results would start below the visible part of the window (on a phone
 * they start under the form and the saved searches, and the on-screen keyboard covers half of what is left), the
 * results heading scrolls to the top of the window and takes the focus, which closes the keyboard and lets a screen
 * reader go on from the results. Where the results are in sight already (a large screen), nothing moves and the
 * focus stays in the form for the next change of the query.
 */
export function revealResults(heading: HTMLElement | null): void {
  if (!heading) return;
  const visibleHeight = window.visualViewport?.height ?? window.innerHeight;
  if (heading.getBoundingClientRect().top <= visibleHeight - ROOM_FOR_A_RESULT) return;
  heading.focus({ preventScroll: true });
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  heading.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
}
