// The test environment's FormData (src/test/jsdom-fetch-environment.js): Node's, so fetch can send it, and
// buildable from a jsdom form as in a browser (React 19 does so when a submit handler starts a transition).

function form(html: string): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe('FormData in the test environment', () => {
  it("reads a form's controls like a browser, with the submitter", () => {
    const element = form(`
      <input name="q" value="Bau">
      <input name="off" value="x" disabled>
      <select name="state"><option value="">Alle</option><option value="BY" selected>Bayern</option></select>
      <input type="checkbox" name="pro" value="ja" checked>
      <button type="submit" name="action" value="suchen">Suchen</button>
    `);
    const submitter = element.querySelector('button') as HTMLButtonElement;
    expect([...new FormData(element, submitter)]).toEqual([
      ['q', 'Bau'],
      ['state', 'BY'],
      ['pro', 'ja'],
      ['action', 'suchen'],
    ]);
    expect([...new FormData(element)]).toEqual([
      ['q', 'Bau'],
      ['state', 'BY'],
      ['pro', 'ja'],
    ]);
  });

  it('gives a file input without a chosen file as an empty file, as a browser does, that fetch can send', async () => {
    const element = form('<input type="file" name="file"><input name="email" value="a@example.de">');
    const data = new FormData(element);
    const file = data.get('file') as File;
    expect([file.name, file.size, file.type]).toEqual(['', 0, 'application/octet-stream']);
    const sent = await new Request('/upload', { method: 'POST', body: data }).formData();
    expect(sent.get('email')).toBe('a@example.de');
  });

  it('still builds multipart bodies from scratch, with a Blob', async () => {
    const data = new FormData();
    data.append('file', new Blob(['a;b'], { type: 'text/csv' }), 'liste.csv');
    const sent = await new Request('/upload', { method: 'POST', body: data }).formData();
    expect(await (sent.get('file') as File).text()).toBe('a;b');
  });
});
