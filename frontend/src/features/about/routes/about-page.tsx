import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { ContentPage } from '../../../components/content/content-page';
import { FreshnessPromiseNote } from '../../../components/freshness/freshness-promise-note';
import { ContentSection, Paragraph } from '../../../components/content/content-section';
import { DATA_SOURCE_URL } from '../../../lib/company-details';
import { FeatureCards } from '../components/feature-cards';
import { FiguresBlock } from '../components/figures-block';
import { HowItWorks } from '../components/how-it-works';

/** SPEC §2 About: mission, four features, figures, three steps, legal note, contact links. */
export default function AboutPage() {
  return (
    <ContentPage title="Über uns" intro="Insolvenzen früh erkennen – bevor sie Ihr Geschäft treffen.">
      <ContentSection title="Unsere Mission">
        <Paragraph>
          Der Insolvenzmonitor macht die amtlichen Insolvenzbekanntmachungen für Kreditmanager, Rechtsanwälte und
          Unternehmen schnell durchsuchbar. Statt täglich selbst im Portal nachzusehen, sehen Sie auf einen Blick,
          welche Ihrer Geschäftspartner betroffen sind, und können rechtzeitig handeln.
        </Paragraph>
        <FreshnessPromiseNote />
      </ContentSection>

      <ContentSection title="Was wir bieten">
        <FeatureCards />
      </ContentSection>

      <ContentSection title="Der Insolvenzmonitor in Zahlen">
        <FiguresBlock />
      </ContentSection>

      <ContentSection title="So funktioniert es">
        <HowItWorks />
      </ContentSection>

      <ContentSection title="Rechtliches und Datenschutz">
        <Paragraph>
          Alle Daten stammen aus dem amtlichen Portal{' '}
          <Link href={DATA_SOURCE_URL} target="_blank" rel="noopener noreferrer">
            www.insolvenzbekanntmachungen.de
          </Link>
          ; rechtlich maßgeblich ist allein die dortige Veröffentlichung. Wir halten uns an die DSGVO: Daten natürlicher
          Personen löschen wir nach 14 Tagen, Daten von Unternehmen nach 30 Tagen. Mehr dazu in unserer{' '}
          <Link component={RouterLink} to="/privacy">
            Datenschutzerklärung
          </Link>
          .
        </Paragraph>
      </ContentSection>

      <ContentSection title="Sprechen Sie mit uns">
        <Paragraph>Sie haben Fragen oder möchten den Insolvenzmonitor in Ihrem Team einsetzen?</Paragraph>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to="/contact" variant="contained">
            E-Mail schreiben
          </Button>
          <Button component={RouterLink} to="/contact" variant="outlined">
            Demo vereinbaren
          </Button>
        </Stack>
      </ContentSection>
    </ContentPage>
  );
}
