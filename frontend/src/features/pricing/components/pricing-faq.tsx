import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** SPEC §2 Pricing FAQ. */
const FAQ = [
  {
    question: 'Kann ich mein Abonnement jederzeit kündigen?',
    answer:
      'Ja. Sie können jederzeit kündigen und behalten den vollen Zugang bis zum Ende des bereits bezahlten Zeitraums.',
  },
  {
    question: 'Welche Zahlungsmethoden werden akzeptiert?',
    answer: 'Wir akzeptieren Kreditkarten von Visa, Mastercard und American Express (Amex) sowie SEPA-Lastschrift.',
  },
  {
    question: 'Kann ich zwischen monatlicher und jährlicher Zahlung wechseln?',
    answer: 'Ja, jederzeit über „Abonnement verwalten“. Bereits gezahlte Beträge werden dabei anteilig verrechnet.',
  },
] as const;

export function PricingFaq() {
  return (
    <Box component="section" aria-labelledby="pricing-faq-heading">
      <Typography id="pricing-faq-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        Häufig gestellte Fragen
      </Typography>
      {FAQ.map(({ question, answer }) => (
        <Accordion key={question} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ fontWeight: 500 }}>{question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography sx={{ color: 'text.secondary' }}>{answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
