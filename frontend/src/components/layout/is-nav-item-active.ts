/** Dashboard (/) is active only on / and /dashboard; other entries also on their sub-paths. */
export function isNavItemActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/' || pathname === '/dashboard';
  return pathname === to || pathname.startsWith(`${to}/`);
}
