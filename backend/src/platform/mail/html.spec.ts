import { escapeHtml, htmlParagraph } from './html.js';

describe('mail HTML helpers', () => {
  it('escapes markup and keeps line breaks', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
    expect(htmlParagraph('Zeile 1\r\nZeile <2>\nZeile 3')).toBe('Zeile 1<br>\nZeile &lt;2&gt;<br>\nZeile 3');
  });
});
