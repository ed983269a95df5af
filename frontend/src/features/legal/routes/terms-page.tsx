import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { ContentPage } from '../../../components/content/content-page';
import { ContentSection, Paragraph } from '../../../components/content/content-section';
import { COMPANY } from '../../../lib/company-details';

/** Target of the "Nutzungsbedingungen" links on login and register (SPEC §2 names the links, not the page). */
export default function TermsPage() {
  return (
    <ContentPage title="Nutzungsbedingungen" intro={`Allgemeine Nutzungsbedingungen der ${COMPANY.name}`}>
      <ContentSection title="1. Geltungsbereich">
        <Paragraph>
          Diese Bedingungen gelten für die Nutzung des Insolvenzmonitors durch registrierte Nutzerinnen und Nutzer. Der
          Dienst richtet sich an Unternehmen, Kreditmanager und Rechtsanwälte.
        </Paragraph>
      </ContentSection>
      <ContentSection title="2. Leistungen">
        <Paragraph>
          Wir stellen Insolvenzbekanntmachungen aus dem amtlichen Portal durchsuchbar bereit und informieren über neue
          Verfahren. Der Umfang richtet sich nach dem gewählten Tarif (siehe Preise). Rechtlich maßgeblich ist allein
          die amtliche Veröffentlichung.
        </Paragraph>
      </ContentSection>
      <ContentSection title="3. Pflichten der Nutzer">
        <Paragraph>
          Zugangsdaten sind geheim zu halten. Die Daten dürfen nur für zulässige Zwecke wie Bonitätsprüfung und
          Forderungsmanagement genutzt werden; eine Weitergabe oder ein systematisches Auslesen ist nicht gestattet.
        </Paragraph>
      </ContentSection>
      <ContentSection title="4. Tarife, Zahlung und Kündigung">
        <Paragraph>
          Kostenpflichtige Tarife verlängern sich automatisch um die gewählte Laufzeit und sind jederzeit zum Ende des
          bezahlten Zeitraums kündbar.
        </Paragraph>
      </ContentSection>
      <ContentSection title="5. Haftung">
        <Paragraph>
          Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, im Übrigen nur bei Verletzung wesentlicher
          Vertragspflichten und begrenzt auf den vorhersehbaren Schaden.
        </Paragraph>
      </ContentSection>
      <ContentSection title="6. Datenschutz">
        <Paragraph>
          Wie wir personenbezogene Daten verarbeiten, erläutert unsere{' '}
          <Link component={RouterLink} to="/privacy">
            Datenschutzerklärung
          </Link>
          .
        </Paragraph>
      </ContentSection>
    </ContentPage>
  );
}
