/**
 * The portal's search form `frm_suche` (docs/PORTAL.md "Search form controls"): read every successful control of the
 * GET page as a browser would submit it, then override only date range, Bundesland and Gegenstand. Controls are
 * found by stable name fragments, not by full ids, because ids change between portal releases.
 */
import {
  attr,
  cleanText,
  closest,
  descendants,
  findAll,
  findFirst,
  parseHtml,
  textContent,
  type HtmlElement,
} from './html.js';
import { NO_CODE, PortalProtocolError, STATE_CODES, SUBJECT_CODES, type QueryPart } from './types.js';

export interface FormControl {
  readonly name: string;
  readonly value: string;
  /** `select`, `textarea` or the input's type (`hidden`, `text`, `date`, `checkbox`, …). */
  readonly kind: string;
  /** Option values of a select, in document order. */
  readonly options?: readonly string[];
}

export interface SearchForm {
  readonly id: string;
  /** Absolute URL the form posts to. */
  readonly action: string;
  /** Successful controls in document order (submit buttons excluded). */
  readonly controls: readonly FormControl[];
  readonly submit: { readonly name: string; readonly value: string } | null;
  readonly viewState: { readonly name: string; readonly value: string } | null;
  /** `jakarta.faces` or, on older releases, `javax.faces`. */
  readonly facesPrefix: string;
  readonly stateControl: string | null;
  readonly subjectControl: string | null;
  readonly dateFromControls: readonly string[];
  readonly dateToControls: readonly string[];
  readonly stateCodes: readonly string[];
  readonly subjectCodes: readonly string[];
}

const NON_VALUE_INPUTS = new Set(['submit', 'image', 'button', 'reset', 'file']);

/** Locate `frm_suche` (or the form that holds the date controls) and read it. */
export function parseSearchForm(html: string, pageUrl: string): SearchForm {
  const doc = parseHtml(html);
  const forms = findAll(doc, (e) => e.name === 'form');
  const form =
    forms.find((f) => attr(f, 'id') === 'frm_suche' || attr(f, 'name') === 'frm_suche') ??
    forms.find((f) => /suche/i.test(attr(f, 'id') ?? attr(f, 'name') ?? '')) ??
    forms.find((f) => findFirst(f, (e) => /datum_?von/i.test(attr(e, 'name') ?? '')) !== undefined);
  if (form === undefined) throw new PortalProtocolError('search form frm_suche not found');
  const id = attr(form, 'id') ?? attr(form, 'name') ?? 'frm_suche';
  const action = new URL(attr(form, 'action') || pageUrl, pageUrl).toString();

  const outside = (e: HtmlElement): boolean => closest(e, (a) => a === form) === undefined;
  const elements = [...descendants(form), ...findAll(doc, (e) => attr(e, 'form') === id && outside(e))].filter(
    (e) => e.name === 'input' || e.name === 'select' || e.name === 'textarea' || e.name === 'button',
  );

  const controls: FormControl[] = [];
  const submits: { name: string; value: string }[] = [];
  for (const element of elements) {
    const name = attr(element, 'name');
    if (name === undefined || name === '' || attr(element, 'disabled') !== undefined) continue;
    if (element.name === 'select') {
      const options = findAll(element, (e) => e.name === 'option');
      const values = options.map(optionValue);
      const selected = options.filter((o) => attr(o, 'selected') !== undefined);
      if (attr(element, 'multiple') !== undefined) {
        for (const o of selected) controls.push({ name, value: optionValue(o), kind: 'select', options: values });
        if (selected.length === 0) controls.push({ name, value: '', kind: 'select-empty', options: values });
      } else {
        const chosen = selected[selected.length - 1] ?? options.find((o) => attr(o, 'disabled') === undefined);
        controls.push({
          name,
          value: chosen === undefined ? '' : optionValue(chosen),
          kind: 'select',
          options: values,
        });
      }
      continue;
    }
    if (element.name === 'textarea') {
      controls.push({ name, value: textContent(element), kind: 'textarea' });
      continue;
    }
    const type = element.name === 'button' ? (attr(element, 'type') ?? 'submit').toLowerCase() : inputType(element);
    if (type === 'submit' || type === 'image') {
      submits.push({
        name,
        value: attr(element, 'value') ?? (element.name === 'button' ? cleanText(textContent(element)) : ''),
      });
      continue;
    }
    if (NON_VALUE_INPUTS.has(type)) continue;
    if ((type === 'checkbox' || type === 'radio') && attr(element, 'checked') === undefined) continue;
    const fallback = type === 'checkbox' || type === 'radio' ? 'on' : '';
    controls.push({ name, value: attr(element, 'value') ?? fallback, kind: type });
  }
  const submit = submits.find((s) => /cbt_suchen|suchen/i.test(s.name)) ?? submits[0] ?? null;

  const viewStateControl = controls.find((c) => /(?:^|\.)faces\.ViewState$/.test(c.name));
  const globalViewState =
    viewStateControl === undefined
      ? findFirst(doc, (e) => e.name === 'input' && /(?:^|\.)faces\.ViewState$/.test(attr(e, 'name') ?? ''))
      : undefined;
  const viewState =
    viewStateControl !== undefined
      ? { name: viewStateControl.name, value: viewStateControl.value }
      : globalViewState !== undefined
        ? { name: attr(globalViewState, 'name') as string, value: attr(globalViewState, 'value') ?? '' }
        : null;
  const facesPrefix = viewState?.name.startsWith('javax.') ? 'javax.faces' : 'jakarta.faces';

  const selects = controls.filter((c) => c.kind === 'select' || c.kind === 'select-empty');
  const stateControl = pickSelect(selects, /bundesland/i, STATE_CODES);
  const subjectControl = pickSelect(selects, /gegenstand/i, SUBJECT_CODES);
  const dateInputs = controls.filter((c) => c.kind !== 'select' && c.kind !== 'select-empty');
  const dateFromControls = dateInputs.filter((c) => /datum_?von|date_?from/i.test(c.name)).map((c) => c.name);
  const dateToControls = dateInputs.filter((c) => /datum_?bis|date_?to/i.test(c.name)).map((c) => c.name);

  const codes = (control: FormControl | undefined, fallback: readonly string[]): string[] => {
    const values = (control?.options ?? []).filter((v) => v !== '' && v !== NO_CODE);
    return values.length > 0 ? values : [...fallback];
  };

  return {
    id,
    action,
    controls,
    submit,
    viewState,
    facesPrefix,
    stateControl: stateControl?.name ?? null,
    subjectControl: subjectControl?.name ?? null,
    dateFromControls,
    dateToControls,
    stateCodes: codes(stateControl, STATE_CODES),
    subjectCodes: codes(subjectControl, SUBJECT_CODES),
  };
}

export interface SearchOverrides extends QueryPart {
  /** YYYY-MM-DD; used as "published from" and "published to". */
  readonly day: string;
}

/**
 * The POST body of a search: every control with its current value, date range, Bundesland and Gegenstand
 * overridden, the submit button and the ViewState.
 */
export function buildSearchBody(form: SearchForm, overrides: SearchOverrides): URLSearchParams {
  if (form.dateFromControls.length === 0 || form.dateToControls.length === 0)
    throw new PortalProtocolError('date controls of frm_suche not found');
  if (overrides.state !== null && form.stateControl === null)
    throw new PortalProtocolError('Bundesland control of frm_suche not found');
  if (overrides.subject !== null && form.subjectControl === null)
    throw new PortalProtocolError('Gegenstand control of frm_suche not found');

  const body = new URLSearchParams();
  const overridden = new Set<string>();
  for (const control of form.controls) {
    if (control.name === form.stateControl || control.name === form.subjectControl) {
      if (overridden.has(control.name)) continue; // a multiple select: send our one code only
      overridden.add(control.name);
    }
    let value = control.value;
    if (form.dateFromControls.includes(control.name) || form.dateToControls.includes(control.name))
      value = formatDate(overrides.day, control);
    else if (control.name === form.stateControl) value = codeOrNone(overrides.state, control);
    else if (control.name === form.subjectControl) value = codeOrNone(overrides.subject, control);
    body.append(control.name, value);
  }
  if (!body.has(form.id)) body.append(form.id, form.id);
  if (form.viewState !== null && !body.has(form.viewState.name)) body.append(form.viewState.name, form.viewState.value);
  if (form.submit !== null) body.append(form.submit.name, form.submit.value);
  return body;
}

function codeOrNone(code: string | null, control: FormControl): string {
  if (code !== null) return code;
  return control.options?.includes(NO_CODE) ? NO_CODE : (control.options?.[0] ?? NO_CODE);
}

/** HTML5 date inputs (`…:datumHtml5`, type=date) take ISO dates; plain text inputs the German form. */
function formatDate(day: string, control: FormControl): string {
  if (control.kind === 'date' || /html5|iso/i.test(control.name)) return day;
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

function pickSelect(selects: FormControl[], namePattern: RegExp, codes: readonly string[]): FormControl | undefined {
  const score = (c: FormControl): number => (c.options ?? []).filter((o) => codes.includes(o)).length;
  const byName = selects.filter((c) => namePattern.test(c.name)).sort((a, b) => score(b) - score(a));
  if (byName.length > 0) return byName[0];
  const byOptions = selects.filter((c) => score(c) >= Math.min(5, codes.length)).sort((a, b) => score(b) - score(a));
  return byOptions[0];
}

function inputType(element: HtmlElement): string {
  return (attr(element, 'type') ?? 'text').toLowerCase();
}

function optionValue(option: HtmlElement): string {
  return attr(option, 'value') ?? cleanText(textContent(option));
}
