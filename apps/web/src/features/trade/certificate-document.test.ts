import { describe, expect, it } from 'vitest';
import { certificateFileName, certificateHtml, escapeHtml } from './certificate-document.ts';

describe('the downloadable tax certificate', () => {
  const sections = [
    {
      key: 'amounts',
      title: 'Amounts (MYR)',
      rows: [
        { key: 'netPnl', label: 'Realised gain or loss', value: '+75.77', tone: 'up' as const },
        { key: 'name', label: 'Name', value: '<script>alert(1)</script> & Sons' },
      ],
    },
  ];

  it('is a standalone HTML page with every row, escaped', () => {
    const html = certificateHtml(
      { title: 'Tax certificate', subtitle: 'Saham · No. TC-1', footer: 'Keep it' },
      sections,
      'en',
    );
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<th>Realised gain or loss</th><td class="up">+75.77</td>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Sons');
    expect(html).not.toContain('<script>');
  });

  it('names the file after the certificate number, safely', () => {
    expect(certificateFileName({ certificateNo: 'TC-TP2026/11:23' })).toBe(
      'tax-certificate-TC-TP2026_11_23.html',
    );
    expect(escapeHtml(`"a" 'b'`)).toBe('&quot;a&quot; &#39;b&#39;');
  });
});
