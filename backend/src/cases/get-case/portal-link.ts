/**
 * Where a user finds the case's publication on the official portal. The portal has no permalink per notice (the
 * text depends on its session state, docs/PORTAL.md), and its search is a form sent by POST: the link opens the search
 * form, and the note says what to enter. Court plus Aktenzeichen is also what § 2 InsoBekV requires for a search
 * after the first two weeks.
 */
export interface PortalLink {
  readonly searchUrl: string;
  readonly court: string;
  readonly caseNumber: string;
  readonly note: string;
}

export function portalLink(portalUrl: string, court: string, caseNumber: string): PortalLink {
  const place = court.replace(/^Amtsgericht\s+/, '');
  return {
    searchUrl: `${portalUrl.replace(/\/+$/, '')}/ap/suche.jsf`,
    court,
    caseNumber,
    note:
      'Das Portal bietet keinen direkten Link auf einzelne Bekanntmachungen. Wählen Sie in der Suche das ' +
      `Insolvenzgericht „${place}“ und geben Sie das Aktenzeichen „${caseNumber}“ ein.`,
  };
}
