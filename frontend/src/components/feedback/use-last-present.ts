import { useState } from 'react';

/**
 * The latest non-null value. A dialog opened for an item keeps showing that item while it fades out after the
 * item was set back to null, instead of flashing empty text.
 */
export function useLastPresent<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  // Adjusting state during render (React's pattern for deriving from changed props): no extra effect pass.
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
