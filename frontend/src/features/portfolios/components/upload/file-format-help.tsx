import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { FIELD_LABELS, PORTFOLIO_FIELDS, type PortfolioField } from '../../api/portfolio-types';

const FIELD_HINTS: Readonly<Record<PortfolioField, string>> = {
  customerNumber: 'Ihre Debitorennummer; damit erkennt ein neuer Upload geänderte und entfernte Kunden.',
  name: 'Firmenname oder Name der Person (Pflicht).',
  legalForm: 'z. B. GmbH, UG (haftungsbeschränkt), e. K.; darf auch im Namen stehen.',
  street: 'Straße und Hausnummer.',
  postalCode: 'Fünfstellige Postleitzahl.',
  city: 'Ort.',
  registerCourt: 'z. B. Amtsgericht München.',
  registerType: 'HRA, HRB, GnR, VR oder PR.',
  registerNumber: 'z. B. 12345 oder HRB 12345.',
  vatId: 'z. B. DE123456789.',
};

/** The columns of the file format, behind an expander so the upload stays one sentence long. */
export function FileFormatHelp() {
  return (
    <Accordion disableGutters variant="outlined" sx={{ width: '100%' }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="body2">Welche Spalten kann die Datei haben?</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Die Spalten dürfen beliebig heißen und in beliebiger Reihenfolge stehen; gängige deutsche und englische
          Überschriften erkennen wir, sonst ordnen Sie sie nach dem Hochladen selbst zu.
        </Typography>
        <Typography component="dl" variant="body2" sx={{ m: 0, '& dt': { fontWeight: 700, mt: 1 }, '& dd': { ml: 0 } }}>
          {PORTFOLIO_FIELDS.map((field) => (
            <div key={field}>
              <dt>{FIELD_LABELS[field]}</dt>
              <dd>{FIELD_HINTS[field]}</dd>
            </div>
          ))}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}
