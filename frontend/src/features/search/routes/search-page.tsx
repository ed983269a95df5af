import { PlaceholderPage } from '../../../components/layout/placeholder-page';

/** Placeholder for /search (SPEC §2 Search), to be built by the search feature. */
export default function SearchPage() {
  return <PlaceholderPage title="Suche" description="Die Suche nach Insolvenzverfahren wird hier angezeigt." />;
}
