import Chip from '@mui/material/Chip';
import type { ContactMessageStatus } from '../api/contact-messages-api';

const STATUS: Record<ContactMessageStatus, { label: string; color: 'warning' | 'default' | 'success' }> = {
  unread: { label: 'Ungelesen', color: 'warning' },
  read: { label: 'Gelesen', color: 'default' },
  replied: { label: 'Beantwortet', color: 'success' },
};

export function MessageStatusChip({ status }: { status: ContactMessageStatus }) {
  const { label, color } = STATUS[status] ?? STATUS.read;
  return <Chip size="small" label={label} color={color} variant={status === 'read' ? 'outlined' : 'filled'} />;
}
