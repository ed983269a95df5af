/**
 * A minimal portal client written from docs/PORTAL.md only (regular expressions, no DOM), used by the replica's tests
 * to exercise the protocol exactly as a real client does.
 */

export interface FormPage {
  readonly status: number;
  readonly html: string;
  readonly action: string;
  readonly viewState: string;
  /** Every named control of frm_suche with its current value (selects: the selected or first option). */
  readonly controls: Map<string, string>;
  readonly setCookie: string | null;
}

export interface ResultRow {
  readonly index: number;
  readonly date: string;
  readonly caseNumber: string;
  readonly court: string;
  readonly name: string;
  readonly seat: string;
  readonly register: string;
  readonly buttonId: string;
}

export type SearchPage =
  | { readonly kind: 'rows'; readonly rows: ResultRow[]; readonly html: string; readonly viewState: string }
  | {
      readonly kind: 'no-hits' | 'too-many' | 'expired' | 'error';
      readonly html: string;
      readonly viewState: string | null;
    }
  | { readonly kind: 'form'; readonly html: string; readonly viewState: string | null };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|shy|nbsp);/gi, (_, code: string) => {
    const lower = code.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", shy: '\u00ad', nbsp: '\u00a0' }[lower] ?? '';
  });
}

function attr(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decodeEntities(match[1] as string) : undefined;
}

export function viewStateOf(html: string): string | null {
  const all = [...html.matchAll(/name="jakarta\.faces\.ViewState"[^>]+value="([^"]+)"/g)];
  const last = all.at(-1);
  return last ? decodeEntities(last[1] as string) : null;
}

export function formControls(html: string): Map<string, string> {
  const form = /<form[^>]+id="frm_suche"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
  const controls = new Map<string, string>();
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = attr(tag, 'name');
    if (name) controls.set(name, attr(tag, 'value') ?? '');
  }
  for (const match of form.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const name = attr(match[1] as string, 'name');
    if (!name) continue;
    const options = [...(match[2] as string).matchAll(/<option\b([^>]*)>/g)].map((o) => o[1] as string);
    const chosen = options.find((o) => /selected/.test(o)) ?? options[0] ?? '';
    controls.set(name, attr(` ${chosen}`, 'value') ?? '');
  }
  return controls;
}

export function selectOptions(html: string, name: string): string[] {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const select = new RegExp(`<select[^>]+name="${escaped}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option value="([^"]*)"/g)].map((m) => decodeEntities(m[1] as string));
}

function span(rowHtml: string, suffix: string): string {
  const match = new RegExp(`<span[^>]+id="tbl_ergebnis:\\d+:${suffix}"[^>]*>([\\s\\S]*?)</span>`).exec(rowHtml);
  return match ? decodeEntities(match[1] as string) : '';
}

export function parseRows(html: string): ResultRow[] {
  const body = /<table[^>]+id="tbl_ergebnis"[\s\S]*?<tbody[^>]*>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => {
    const rowHtml = m[1] as string;
    const buttonId = /<input[^>]+type="image"[^>]*>/.exec(rowHtml)?.[0] ?? '';
    const id = attr(buttonId, 'id') ?? '';
    return {
      index: Number(/tbl_ergebnis:(\d+):/.exec(id)?.[1] ?? -1),
      date: span(rowHtml, 'otx_datum'),
      caseNumber: span(rowHtml, 'otx_azAkt'),
      court: span(rowHtml, 'otx_Gericht'),
      name: span(rowHtml, 'otx_schuldner'),
      seat: span(rowHtml, 'otx_Sitz'),
      register: span(rowHtml, 'otx_register'),
      buttonId: id,
    };
  });
}

export class PortalTestClient {
  cookie: string | null = null;
  viewState: string | null = null;
  action = '/ap/suche.jsf';
  controls = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { ...(this.cookie ? { Cookie: this.cookie } : {}), ...extra };
  }

  private remember(response: Response): string | null {
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] as string;
    return setCookie;
  }

  async openForm(): Promise<FormPage> {
    const response = await fetch(`${this.baseUrl}/ap/suche.jsf`, { headers: this.headers() });
    const setCookie = this.remember(response);
    const html = await response.text();
    this.action = decodeEntities(/<form[^>]+id="frm_suche"[^>]+action="([^"]+)"/.exec(html)?.[1] ?? '/ap/suche.jsf');
    this.viewState = viewStateOf(html);
    this.controls = formControls(html);
    return {
      status: response.status,
      html,
      action: this.action,
      viewState: this.viewState ?? '',
      controls: this.controls,
      setCookie,
    };
  }

  /** Posts every control of the form with the given overrides (the current ViewState unless overridden). */
  async search(overrides: Record<string, string>): Promise<SearchPage & { status: number }> {
    const body = new URLSearchParams();
    for (const [name, value] of this.controls) if (name !== 'jakarta.faces.ViewState') body.set(name, value);
    body.set('jakarta.faces.ViewState', this.viewState ?? '');
    for (const [name, value] of Object.entries(overrides)) body.set(name, value);
    const response = await fetch(new URL(this.action, this.baseUrl), {
      method: 'POST',
      headers: this.headers({ 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' }),
      body,
    });
    this.remember(response);
    const html = await response.text();
    const viewState = viewStateOf(html);
    if (viewState) this.viewState = viewState;
    const status = response.status;
    if (html.includes('Ihre Sitzung ist abgelaufen')) {
      this.action = decodeEntities(/<form[^>]+id="frm_suche"[^>]+action="([^"]+)"/.exec(html)?.[1] ?? this.action);
      return { kind: 'expired', html, viewState, status };
    }
    if (html.includes('Ihre Suche ergab zu viele Treffer')) return { kind: 'too-many', html, viewState, status };
    if (html.includes('id="otx_keineTreffer"')) return { kind: 'no-hits', html, viewState, status };
    if (html.includes('id="tbl_ergebnis"'))
      return { kind: 'rows', rows: parseRows(html), html, viewState: viewState ?? '', status };
    if (html.includes('ui-messages-error-summary')) return { kind: 'error', html, viewState, status };
    return { kind: 'form', html, viewState, status };
  }

  /** The AJAX detail request of docs/PORTAL.md; returns the raw XML and the unescaped text value. */
  async detail(row: { index: number; buttonId: string }, viewState = this.viewState ?? '') {
    const body = new URLSearchParams({
      [`tbl_ergebnis:${row.index}:frm_detail`]: `tbl_ergebnis:${row.index}:frm_detail`,
      [row.buttonId]: '',
      'jakarta.faces.ViewState': viewState,
      'jakarta.faces.source': row.buttonId,
      'jakarta.faces.partial.event': 'click',
      'jakarta.faces.partial.execute': `${row.buttonId} @this`,
      'jakarta.faces.partial.render': 'msgs frm_text:ihd_text',
      'jakarta.faces.behavior.event': 'click',
      'jakarta.faces.partial.ajax': 'true',
    });
    const response = await fetch(`${this.baseUrl}/ap/ergebnis.jsf`, {
      method: 'POST',
      headers: this.headers({
        'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
        'Faces-Request': 'partial/ajax',
        'X-Requested-With': 'XMLHttpRequest',
      }),
      body,
    });
    const xml = await response.text();
    const value = /<input[^>]*id="frm_text:ihd_text"[^>]*value="([^"]*)"/.exec(xml)?.[1];
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      xml,
      text: value === undefined ? null : decodeEntities(value),
    };
  }

  async text() {
    const response = await fetch(`${this.baseUrl}/ap/text.xhtml?x=${Date.now()}`, { headers: this.headers() });
    const html = await response.text();
    const pre = /<pre id="veroefftext">([\s\S]*?)<\/pre>/.exec(html)?.[1];
    return { status: response.status, html, text: pre === undefined ? null : decodeEntities(pre) };
  }
}
