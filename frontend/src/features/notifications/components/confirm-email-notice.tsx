import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

export const EMAIL_UNCONFIRMED = 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.';

/** Why alerts cannot be created yet: they send mail, so the account's own address must be confirmed first. */
export function ConfirmEmailNotice({ email }: { email: string }) {
  return (
    <Alert severity="info">
      <AlertTitle>{EMAIL_UNCONFIRMED}</AlertTitle>
      Benachrichtigungen verschicken E-Mails. Deshalb können Sie sie erst anlegen, wenn Sie Ihre Adresse {email} über
      den Link in unserer Bestätigungsmail bestätigt haben. Keine E-Mail erhalten? Oben können Sie sie erneut anfordern.
    </Alert>
  );
}
