/** SPEC §3 procedure type values with the German labels the UI shows. */
export const PROCEDURE_TYPES = [
  { value: 'regel', label: 'Regelinsolvenzverfahren' },
  { value: 'verbraucher', label: 'Verbraucherinsolvenzverfahren' },
  { value: 'antrag', label: 'Eröffnungsantrag' },
] as const;

export type ProcedureType = (typeof PROCEDURE_TYPES)[number]['value'];

export function isProcedureType(value: string): value is ProcedureType {
  return PROCEDURE_TYPES.some((type) => type.value === value);
}

/** The label of a known type; other values are shown as they came, nothing as undefined. */
export function procedureTypeLabel(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return PROCEDURE_TYPES.find((type) => type.value === value)?.label ?? value;
}
