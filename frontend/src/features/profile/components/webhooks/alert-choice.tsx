import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { foldForFilter } from '../../../../lib/format/fold-for-filter';
import { formatCount } from '../../../../lib/format/numbers';
import { type AlertRef, type ChoosableAlert, useChoosableAlertsQuery } from '../../api/webhooks-api';
import { CHOICES_SHOWN, visibleChoices } from './visible-choices';

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

const labelOf = (alert: ChoosableAlert) => `${KIND_LABELS[alert.kind]}: ${alert.name}`;

/**
 * Which alerts feed a webhook: all of the account's, or chosen subscriptions, saved searches and portfolios. An
 * account with more than 25 (a watchlist upload) gets a search over them, and sees its chosen ones and 25 others.
 */
export function AlertChoice({
  value,
  onChange,
}: {
  value: AlertChoiceValue;
  onChange: (next: AlertChoiceValue) => void;
}) {
  const alerts = useChoosableAlertsQuery(undefined, { skip: value.allAlerts });
  const [query, setQuery] = useState('');
  const chosen = new Set(value.alerts.map(keyOf));
  const all = useMemo(() => alerts.data ?? [], [alerts.data]);
  // Folded once per list, not per keystroke (an account may have thousands).
  const folded = useMemo(() => new Map(all.map((alert) => [alert, foldForFilter(labelOf(alert))])), [all]);
  const searchable = all.length > CHOICES_SHOWN;
  const { hidden, matching, shown } = visibleChoices(
    all,
    (alert) => chosen.has(keyOf(alert)),
    query,
    (alert) => folded.get(alert) ?? '',
  );
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
            {searchable && (
              <TextField
                type="search"
                label="Benachrichtigungen durchsuchen"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                size="small"
                sx={{ my: 1, maxWidth: 480 }}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            )}
            {shown.map((alert) => (
              <FormControlLabel
                key={keyOf(alert)}
                control={
                  <Checkbox
                    checked={chosen.has(keyOf(alert))}
                    onChange={(event) => toggle(alert, event.target.checked)}
                  />
                }
                label={labelOf(alert)}
              />
            ))}
            {searchable && (
              <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mt: 1 }}>
                {choicesNote(matching, hidden, query)}
              </Typography>
            )}
          </FormGroup>
        ))}
    </FormControl>
  );
}

/** Why not every alert is listed, or that none matches. */
function choicesNote(matching: number, hidden: number, query: string): string {
  if (matching === 0) return `Keine Benachrichtigung passt zu „${query.trim()}“.`;
  if (hidden === 0) return '';
  return `… und ${formatCount(hidden)} weitere. Suchen Sie nach dem Namen, um sie anzuzeigen.`;
}
