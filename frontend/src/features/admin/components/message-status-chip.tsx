import Chip from '@mui/material/Chip';
import type { ContactMessageStatus } from '../api/contact-messages-api';

// Filled chips whose white text keeps at least 4.5:1 contrast (MUI's warning and info colours do not).
const STATUS: Record<ContactMessageStatus, { label: string; color: 'primary' | 'default' | 'success' }> = {
  unread: { label: 'Ungelesen', color: 'primary' },
  read: { label: 'Gelesen', color: 'default' },
  replied: { label: 'Beantwortet', color: 'success' },
};

export function MessageStatusChip({ status }: { status: ContactMessageStatus }) {
  const { label, color } = STATUS[status] ?? STATUS.read;
  return <Chip size="small" label={label} color={color} variant={status === 'read' ? 'outlined' : 'filled'} />;
}
