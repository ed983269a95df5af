import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../../components/layout/placeholder-page';

/** Placeholder for /case/:id (SPEC §2 Case detail), to be built by the cases feature. */
export default function CaseDetailPage() {
  const { id = '' } = useParams();
  return <PlaceholderPage title="Falldetails" description={`Die Details zum Verfahren ${id} werden hier angezeigt.`} />;
}
