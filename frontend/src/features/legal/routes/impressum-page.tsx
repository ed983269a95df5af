import Link from '@mui/material/Link';
import { ContentPage } from '../../../components/content/content-page';
import { ContentSection, Paragraph } from '../../../components/content/content-section';
import { COMPANY, DATA_SOURCE_URL } from '../../../lib/company-details';

const ODR_URL = 'https://ec.europa.eu/consumers/odr/';

/** SPEC §2 /impressum: legal notice per § 5 DDG. */
export default function ImpressumPage() {
  return (
    <ContentPage title="Impressum" intro="Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)">
      <ContentSection title="Anbieter">
        <Paragraph>
          {COMPANY.name}
          <br />
          {COMPANY.street}
          <br />
          {COMPANY.postalCode} {COMPANY.city}
          <br />
          Deutschland
        </Paragraph>
        <Paragraph>
          Telefon: {COMPANY.phone}
          <br />
          E-Mail: <Link href={`mailto:${COMPANY.email}`}>{COMPANY.email}</Link>
        </Paragraph>
      </ContentSection>

      <ContentSection title="Vertreten durch">
        <Paragraph>Geschäftsführer: {COMPANY.managingDirectors.join(', ')}</Paragraph>
      </ContentSection>

      <ContentSection title="Registereintrag">
        <Paragraph>
          Eintragung im Handelsregister
          <br />
          Registergericht: {COMPANY.registerCourt}
          <br />
          Registernummer: {COMPANY.registerNumber}
        </Paragraph>
      </ContentSection>

      <ContentSection title="Umsatzsteuer-ID">
        <Paragraph>
          Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz (USt-IdNr.): {COMPANY.vatId}
        </Paragraph>
      </ContentSection>

      <ContentSection title="Verantwortlich für den Inhalt">
        <Paragraph>
          Verantwortlich im Sinne des § 18 Abs. 2 MStV: {COMPANY.managingDirectors[0]}, Anschrift wie oben.
        </Paragraph>
      </ContentSection>

      <ContentSection title="Streitbeilegung">
        <Paragraph>
          Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung (OS) bereit:{' '}
          <Link href={ODR_URL} target="_blank" rel="noopener noreferrer">
            {ODR_URL}
          </Link>
          . Unsere E-Mail-Adresse finden Sie oben im Impressum.
        </Paragraph>
        <Paragraph>
          Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle
          teilzunehmen.
        </Paragraph>
      </ContentSection>

      <ContentSection title="Haftung für Inhalte">
        <Paragraph>
          Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen
          verantwortlich. Wir sind jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu
          überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen. Verpflichtungen
          zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben hiervon
          unberührt. Eine diesbezügliche Haftung ist erst ab dem Zeitpunkt der Kenntnis einer konkreten Rechtsverletzung
          möglich. Bei Bekanntwerden entsprechender Rechtsverletzungen entfernen wir diese Inhalte umgehend.
        </Paragraph>
      </ContentSection>

      <ContentSection title="Haftung für Links">
        <Paragraph>
          Unser Angebot enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für die
          Inhalte der verlinkten Seiten ist stets der jeweilige Anbieter oder Betreiber verantwortlich. Die verlinkten
          Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte waren
          nicht erkennbar. Bei Bekanntwerden von Rechtsverletzungen entfernen wir derartige Links umgehend.
        </Paragraph>
      </ContentSection>

      <ContentSection title="Urheberrecht">
        <Paragraph>
          Die durch uns erstellten Inhalte und Werke auf diesen Seiten unterliegen dem deutschen Urheberrecht. Die
          Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts
          bedürfen der schriftlichen Zustimmung des jeweiligen Autors bzw. Erstellers. Amtliche Bekanntmachungen sind
          als amtliche Werke nach § 5 UrhG gemeinfrei.
        </Paragraph>
      </ContentSection>

      <ContentSection title="Hinweis zur Datenquelle">
        <Paragraph>
          Alle Insolvenzbekanntmachungen stammen aus dem amtlichen Bekanntmachungsportal der Länder{' '}
          <Link href={DATA_SOURCE_URL} target="_blank" rel="noopener noreferrer">
            www.insolvenzbekanntmachungen.de
          </Link>
          . Wir übernehmen die Daten täglich, bereiten sie auf und machen sie durchsuchbar. Trotz sorgfältiger
          Verarbeitung können wir Vollständigkeit, Richtigkeit und Aktualität nicht garantieren. Rechtlich maßgeblich
          ist allein die Veröffentlichung im amtlichen Portal.
        </Paragraph>
      </ContentSection>
    </ContentPage>
  );
}
