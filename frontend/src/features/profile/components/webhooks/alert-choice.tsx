import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type AlertRef, useChoosableAlertsQuery } from '../../api/webhooks-api';

export interface AlertChoiceValue {
  allAlerts: boolean;
  alerts: AlertRef[];
}

const keyOf = (alert: AlertRef) => `${alert.kind}:${alert.id}`;

const KIND_LABELS: Record<AlertRef['kind'], string> = {
  subscription: 'Überwachung',
  'saved-search': 'Suchprofil',
  portfolio: 'Portfolio',
};

/** Which alerts feed a webhook: all of the account's, or chosen subscriptions, saved searches and portfolios. */
export function AlertChoice({
  value,
  onChange,
}: {
  value: AlertChoiceValue;
  onChange: (next: AlertChoiceValue) => void;
}) {
  const alerts = useChoosableAlertsQuery(undefined, { skip: value.allAlerts });
  const chosen = new Set(value.alerts.map(keyOf));
  const toggle = (alert: AlertRef, on: boolean) =>
    onChange({
      allAlerts: false,
      // Only kind and id go to the server (the name is for this list).
      alerts: on
        ? [...value.alerts, { kind: alert.kind, id: alert.id }]
        : value.alerts.filter((a) => keyOf(a) !== keyOf(alert)),
    });
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Welche Benachrichtigungen senden an diesen Webhook?</FormLabel>
      <RadioGroup
        value={value.allAlerts ? 'all' : 'chosen'}
        onChange={(event) => onChange({ allAlerts: event.target.value === 'all', alerts: value.alerts })}
      >
        <FormControlLabel value="all" control={<Radio />} label="Alle Überwachungen, Suchprofile und Portfolios" />
        <FormControlLabel value="chosen" control={<Radio />} label="Nur ausgewählte" />
      </RadioGroup>
      {!value.allAlerts &&
        (alerts.isError ? (
          <Alert severity="error">Ihre Benachrichtigungen konnten nicht geladen werden.</Alert>
        ) : alerts.data?.length === 0 ? (
          <Alert severity="info">Sie haben noch keine Überwachungen, Suchprofile oder Portfolios.</Alert>
        ) : (
          <FormGroup sx={{ pl: { xs: 1, sm: 4 } }}>
            {(alerts.data ?? []).map((alert) => (
              <FormControlLabel
                key={keyOf(alert)}
                control={
                  <Checkbox
                    checked={chosen.has(keyOf(alert))}
                    onChange={(event) => toggle(alert, event.target.checked)}
                  />
                }
                label={`${KIND_LABELS[alert.kind]}: ${alert.name}`}
              />
            ))}
          </FormGroup>
        ))}
    </FormControl>
  );
}
