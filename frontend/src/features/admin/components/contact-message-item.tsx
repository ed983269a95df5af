import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { formatGermanDateTime } from '../../../lib/format/german-dates';
import type { ContactMessage } from '../api/contact-messages-api';
import { inquiryTypeLabel } from '../../../lib/contact/inquiry-types';
import { messagePreview } from './message-preview';
import { MessageStatusChip } from './message-status-chip';
import { useOverflows } from './use-overflows';

interface ContactMessageItemProps {
  message: ContactMessage;
  busy: boolean;
  onMarkRead: () => void;
  onMarkReplied: () => void;
  onReply: () => void;
  onDelete: () => void;
}

/**
 * SPEC §2/§4: collapsed the text shows its first two lines with text, expanded all of it ('Vollständig anzeigen'
 * only when something is left out); actions follow the message status.
 */
export function ContactMessageItem({
  message,
  busy,
  onMarkRead,
  onMarkReplied,
  onReply,
  onDelete,
}: ContactMessageItemProps) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const bodyId = useId();
  const inquiry = inquiryTypeLabel(message.inquiryType);
  const received = formatGermanDateTime(message.createdAt ?? message.created_at);
  const preview = messagePreview(message.message);
  const body = useRef<HTMLParagraphElement>(null);
  const longLineCut = useOverflows(body, 'y', !expanded);
  const canExpand = expanded || preview.hidesLines || longLineCut;

  return (
    <Paper component="article" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            id={headingId}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {message.subject}
          </Typography>
          <MessageStatusChip status={message.status} />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {message.name} &lt;{message.email}&gt; · {received}
          {inquiry && ` · ${inquiry}`}
        </Typography>
        <Typography
          id={bodyId}
          ref={body}
          variant="body2"
          component="p"
          data-expanded={expanded}
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            // Two lines when collapsed (SPEC §2), however long they are.
            ...(expanded
              ? {}
              : { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }),
          }}
        >
          {expanded ? message.message : preview.text}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {canExpand && (
            <Button
              size="small"
              onClick={() => setExpanded((open) => !open)}
              aria-expanded={expanded}
              aria-controls={bodyId}
            >
              {expanded ? 'Weniger anzeigen' : 'Vollständig anzeigen'}
            </Button>
          )}
          {message.status === 'unread' && (
            <Button size="small" onClick={onMarkRead} disabled={busy}>
              Als gelesen markieren
            </Button>
          )}
          {message.status !== 'replied' && (
            <Button size="small" onClick={onMarkReplied} disabled={busy}>
              Als beantwortet markieren
            </Button>
          )}
          <Button size="small" variant="outlined" onClick={onReply} disabled={busy}>
            Antworten
          </Button>
          <Button size="small" color="error" onClick={onDelete} disabled={busy}>
            Löschen
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
