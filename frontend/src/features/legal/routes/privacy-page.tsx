import Link from '@mui/material/Link';
import { ContentPage } from '../../../components/content/content-page';
import { ContentSection, ContentSubheading, Paragraph } from '../../../components/content/content-section';
import { COMPANY, DATA_SOURCE_URL } from '../../../lib/company-details';

/** SPEC §2 /privacy: exactly eight sections; retention periods per SPEC §9. */
export default function PrivacyPage() {
  return (
    <ContentPage title="Datenschutzerklärung" intro="Informationen nach Art. 13 und 14 DSGVO">
      <ContentSection title="1. Datenschutz auf einen Blick">
        <Paragraph>
          Die folgenden Hinweise geben einen einfachen Überblick darüber, was mit Ihren personenbezogenen Daten
          passiert, wenn Sie den Insolvenzmonitor nutzen. Personenbezogene Daten sind alle Daten, mit denen Sie
          persönlich identifiziert werden können. Wir verarbeiten sie ausschließlich auf Grundlage der
          Datenschutz-Grundverordnung (DSGVO) und des Bundesdatenschutzgesetzes (BDSG).
        </Paragraph>
      </ContentSection>

      <ContentSection title="2. Verantwortliche Stelle">
        <Paragraph>
          Verantwortlich für die Datenverarbeitung auf dieser Website ist:
          <br />
          {COMPANY.name}, {COMPANY.street}, {COMPANY.postalCode} {COMPANY.city}
          <br />
          Telefon: {COMPANY.phone}, E-Mail: <Link href={`mailto:${COMPANY.email}`}>{COMPANY.email}</Link>
        </Paragraph>
      </ContentSection>

      <ContentSection title="3. Datenerfassung auf dieser Website">
        <ContentSubheading>Cookies und lokaler Speicher</ContentSubheading>
        <Paragraph>
          Wir setzen keine Tracking- oder Werbe-Cookies ein. Nach der Anmeldung speichern wir ein Sitzungs-Token und
          Ihre Kontodaten (Name, E-Mail-Adresse, Rolle, Tarif) im lokalen Speicher Ihres Browsers, damit Sie angemeldet
          bleiben. Beim Abmelden werden diese Einträge gelöscht (Art. 6 Abs. 1 lit. b DSGVO).
        </Paragraph>
        <Paragraph>
          Nach einer erfolgreichen Anmeldung setzen wir außerdem ein technisch notwendiges Cookie („im_geraet“, 180 Tage
          gültig), das Ihr Browser nur bei der Anmeldung zurücksendet. Es enthält keine Angaben zu Ihrer Person, nur
          eine Zufallszahl mit Prüfsumme, und sorgt dafür, dass Ihr Browser nicht gesperrt wird, wenn von derselben
          Internetadresse (etwa aus Ihrem Firmennetz) zu viele fehlgeschlagene Anmeldeversuche kommen. Es bleibt nach
          dem Abmelden bestehen; Sie können es in Ihrem Browser jederzeit löschen (§ 25 Abs. 2 Nr. 2 TDDDG, Art. 6 Abs.
          1 lit. f DSGVO).
        </Paragraph>
        <ContentSubheading>Server-Logfiles</ContentSubheading>
        <Paragraph>
          Unser Server erfasst bei jedem Aufruf technisch notwendige Angaben: Zeitpunkt, aufgerufene Adresse,
          HTTP-Statuscode, Browsertyp und gekürzte IP-Adresse. Diese Daten dienen der Sicherheit und Fehlersuche (Art. 6
          Abs. 1 lit. f DSGVO) und werden nach spätestens 14 Tagen gelöscht.
        </Paragraph>
        <ContentSubheading>Kontaktformular</ContentSubheading>
        <Paragraph>
          Wenn Sie uns über das Kontaktformular schreiben, speichern wir Name, E-Mail-Adresse, Betreff, Art der Anfrage
          und Nachricht, um Ihre Anfrage zu bearbeiten (Art. 6 Abs. 1 lit. b und f DSGVO). Ihre Angaben geben wir nicht
          ohne Ihre Einwilligung weiter. Wir löschen Ihre Nachricht 180 Tage nach Eingang vollständig, auf Ihren Wunsch
          auch früher.
        </Paragraph>
        <ContentSubheading>Registrierung</ContentSubheading>
        <Paragraph>
          Für ein Konto benötigen wir Vorname, Nachname, E-Mail-Adresse und ein Passwort. Das Passwort speichern wir
          ausschließlich als kryptografischen Hash. Die Daten verarbeiten wir zur Erfüllung des Nutzungsvertrags (Art. 6
          Abs. 1 lit. b DSGVO), bis Sie Ihr Konto löschen. Das können Sie jederzeit selbst im Profil unter „Konto
          löschen“: Konto, Benachrichtigungen, Suchprofile, Portfolios, Webhooks und Fristen werden dann unwiderruflich
          gelöscht; es bleibt nur ein Vermerk ohne personenbezogene Daten, dass ein Konto gelöscht wurde. Rechnungen
          bewahrt unser Zahlungsdienstleister auf, solange das Gesetz es verlangt (bis zu zehn Jahre).
        </Paragraph>
      </ContentSection>

      <ContentSection title="4. Insolvenzüberwachung und Speicherdauer">
        <Paragraph>
          Wir übernehmen Insolvenzbekanntmachungen aus dem amtlichen Portal{' '}
          <Link href={DATA_SOURCE_URL} target="_blank" rel="noopener noreferrer">
            www.insolvenzbekanntmachungen.de
          </Link>{' '}
          und stellen sie durchsuchbar bereit (Art. 6 Abs. 1 lit. f DSGVO). Die Daten werden nur so lange gespeichert,
          wie es die Verordnung zu öffentlichen Bekanntmachungen in Insolvenzverfahren zulässt:
        </Paragraph>
        <Paragraph>
          Daten natürlicher Personen löschen wir 14 Tage, Daten von Unternehmen 30 Tage nach der letzten
          Veröffentlichung vollständig und unwiderruflich.
        </Paragraph>
        <Paragraph>
          Für E-Mail-Benachrichtigungen speichern wir die von Ihnen angegebene E-Mail-Adresse, Firmennamen und
          Suchbegriffe, bis Sie die Benachrichtigung löschen.
        </Paragraph>
      </ContentSection>

      <ContentSection title="5. Zahlungsabwicklung über Stripe">
        <Paragraph>
          Kostenpflichtige Tarife rechnen wir über den Zahlungsdienstleister Stripe Payments Europe, Ltd., 1 Grand Canal
          Street Lower, Dublin 2, Irland, ab. Zahlungsdaten (z. B. Kartennummer oder IBAN) geben Sie direkt bei Stripe
          ein; wir erhalten sie nicht. Wir übermitteln Stripe Ihre E-Mail-Adresse und den gewählten Tarif (Art. 6 Abs. 1
          lit. b DSGVO). Stripe kann Daten in die USA übertragen; Grundlage sind die Standardvertragsklauseln der
          EU-Kommission und das EU-US Data Privacy Framework.
        </Paragraph>
      </ContentSection>

      <ContentSection title="6. Ihre Rechte">
        <Paragraph>
          Sie haben jederzeit das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17),
          Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch (Art. 21). Erteilte
          Einwilligungen können Sie mit Wirkung für die Zukunft widerrufen. Außerdem können Sie sich bei einer
          Datenschutz-Aufsichtsbehörde beschweren, etwa bei der Berliner Beauftragten für Datenschutz und
          Informationsfreiheit.
        </Paragraph>
      </ContentSection>

      <ContentSection title="7. SSL- bzw. TLS-Verschlüsselung">
        <Paragraph>
          Diese Seite nutzt aus Sicherheitsgründen eine SSL- bzw. TLS-Verschlüsselung. Eine verschlüsselte Verbindung
          erkennen Sie an „https://“ in der Adresszeile und am Schloss-Symbol Ihres Browsers. Daten, die Sie an uns
          übermitteln, können dann nicht von Dritten mitgelesen werden.
        </Paragraph>
      </ContentSection>

      <ContentSection title="8. Datenschutzbeauftragter">
        <Paragraph>
          Unseren Datenschutzbeauftragten erreichen Sie unter{' '}
          <Link href={`mailto:${COMPANY.privacyOfficerEmail}`}>{COMPANY.privacyOfficerEmail}</Link> oder per Post an die
          oben genannte Anschrift mit dem Zusatz „Datenschutzbeauftragter“.
        </Paragraph>
      </ContentSection>
    </ContentPage>
  );
}
