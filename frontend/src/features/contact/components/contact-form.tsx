import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useForm } from '../../../lib/forms/use-form';
import { useSendContactMessageMutation } from '../api/contact-api';
import { type ContactValues, EMPTY_CONTACT, validateContact } from './contact-validation';
import { HoneypotField } from './honeypot-field';
import { asInquiryType, INQUIRY_TYPES } from '../../../lib/contact/inquiry-types';

export const CONTACT_SENT = 'Ihre Nachricht wurde erfolgreich versendet!';
export const CONTACT_FAILED = 'Fehler beim Versenden der Nachricht. Bitte versuchen Sie es später erneut.';

/** SPEC §2 /contact form; on success the form empties again (SPEC §8). */
export function ContactForm() {
  const form = useForm(EMPTY_CONTACT, validateContact);
  const [send, { isLoading }] = useSendContactMessageMutation();
  const { enqueueSnackbar } = useSnackbar();
  const privacyErrorId = useId();
  const privacyError = form.errorOf('privacyAgreed');
  const website = form.textField('website');

  const submit = async (values: ContactValues) => {
    try {
      await send({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        inquiryType: asInquiryType(values.inquiryType),
        message: values.message.trim(),
        privacyAgreed: values.privacyAgreed,
        website: values.website,
      }).unwrap();
      enqueueSnackbar(CONTACT_SENT, { variant: 'success' });
      form.reset();
    } catch (error) {
      console.error('Kontaktnachricht nicht versendet', error);
      enqueueSnackbar(CONTACT_FAILED, { variant: 'error' });
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit(submit)}
      aria-label="Kontaktformular"
      sx={{ position: 'relative' }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...form.textField('name')} label="Name" autoComplete="name" required />
        <TextField {...form.textField('email')} label="E-Mail-Adresse" type="email" autoComplete="email" required />
      </Box>
      <TextField {...form.textField('subject')} label="Betreff" required fullWidth />
      <TextField
        {...form.textField('inquiryType')}
        select
        label="Art der Anfrage (optional)"
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Bitte wählen</option>
        {INQUIRY_TYPES.map((type) => (
          <option key={type.value} value={type.value}>
            {type.label}
          </option>
        ))}
      </TextField>
      <TextField {...form.textField('message')} label="Nachricht" multiline minRows={6} required fullWidth />
      <HoneypotField value={website.value} onChange={website.onChange} />
      <FormControl error={privacyError !== undefined} required>
        <FormControlLabel
          control={
            <Checkbox
              {...form.checkbox('privacyAgreed')}
              slotProps={{ input: { 'aria-describedby': privacyError ? privacyErrorId : undefined } }}
            />
          }
          label={
            <>
              Ich habe die{' '}
              <Link component={RouterLink} to="/privacy" target="_blank" rel="noopener noreferrer">
                Datenschutzerklärung
              </Link>{' '}
              gelesen und stimme der Verarbeitung meiner Angaben zur Bearbeitung der Anfrage zu.
            </>
          }
        />
        {privacyError && <FormHelperText id={privacyErrorId}>{privacyError}</FormHelperText>}
      </FormControl>
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={isLoading}>
          {isLoading ? 'Wird gesendet…' : 'Nachricht senden'}
        </Button>
      </Box>
    </Stack>
  );
}
