import { screen } from '@testing-library/react';

/** MUI appends " *" to the labels of required fields; match the label with or without it. */
export function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);
}

export const field = (label: string) => screen.getByLabelText(labelled(label));
