import { describe, expect, it } from 'vitest';
import { hasVisibleContent, sanitizeNewsBody } from './sanitize-body.ts';

const OWN_IMAGE = '/api/vue/news/image/abcdefghijklmnop';

describe('sanitising an article body', () => {
  it('keeps the allowed structure', () => {
    const html =
      '<h2>KLCI</h2><h3>Midday</h3><p><strong>Up</strong> and <em>steady</em><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>';
    expect(sanitizeNewsBody(html)).toBe(
      '<h2>KLCI</h2><h3>Midday</h3><p><strong>Up</strong> and <em>steady</em><br /></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>',
    );
  });

  it('strips scripts, styles and iframes with their content', () => {
    const html =
      '<p>a</p><script>alert(1)</script><style>p{color:red}</style>' +
      '<iframe src="https://evil.example"></iframe><object data="x"></object><p>b</p>';
    expect(sanitizeNewsBody(html)).toBe('<p>a</p><p>b</p>');
  });

  it('strips event handlers, style and class attributes', () => {
    const html = '<p onclick="alert(1)" style="color:red" class="x" onmouseover="steal()">text</p>';
    expect(sanitizeNewsBody(html)).toBe('<p>text</p>');
    expect(sanitizeNewsBody(`<img src="${OWN_IMAGE}" onerror="alert(1)">`)).toBe(
      `<img src="${OWN_IMAGE}" alt="" />`,
    );
  });

  it('keeps https links only, always with rel noopener', () => {
    expect(sanitizeNewsBody('<a href="https://www.bursamalaysia.com/" onclick="x()">Bursa</a>')).toBe(
      '<a href="https://www.bursamalaysia.com/" rel="noopener noreferrer" target="_blank">Bursa</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'http://example.com/',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/',
      '/relative',
    ]) {
      expect(sanitizeNewsBody(`<p><a href="${href}">link</a></p>`), href).toBe('<p>link</p>');
    }
  });

  it('keeps images only from our own news-image URL', () => {
    expect(sanitizeNewsBody(`<p><img src="${OWN_IMAGE}" alt="chart"></p>`)).toBe(
      `<p><img src="${OWN_IMAGE}" alt="chart" /></p>`,
    );
    for (const src of [
      'https://evil.example/x.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/api/vue/news/image/../../etc/passwd',
      '/api/vue/common/file/abcdefghijklmnop',
      `${OWN_IMAGE}?x=1`,
    ]) {
      expect(sanitizeNewsBody(`<p>a<img src="${src}">b</p>`), src).toBe('<p>ab</p>');
    }
  });

  it('keeps the text of tags outside the list, without the tags', () => {
    expect(sanitizeNewsBody('<div><span style="x">Ringgit</span> <u>firm</u></div>')).toBe('Ringgit firm');
    expect(sanitizeNewsBody('<h1>Title</h1><b>bold</b><i>it</i>')).toBe(
      '<h2>Title</h2><strong>bold</strong><em>it</em>',
    );
  });

  it('tells an empty body from a visible one', () => {
    expect(hasVisibleContent('<p> </p><p><br /></p>')).toBe(false);
    expect(hasVisibleContent('<p>x</p>')).toBe(true);
    expect(hasVisibleContent(`<p><img src="${OWN_IMAGE}" alt="" /></p>`)).toBe(true);
  });
});
