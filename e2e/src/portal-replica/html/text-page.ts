/** GET /ap/text.xhtml: the publication text selected by the session's last detail click. */
import { escapeText } from './escape.js';

export function renderTextPage(text: string): string {
  return `<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" lang="de"><head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<meta name="robots" content="noindex, nofollow" />
<title>Veröffentlichung</title>
</head><body>
<div id="veroeffentlichung">
<pre id="veroefftext">${escapeText(text)}</pre>
</div>
</body></html>
`;
}
