// The tax certificate as a document of its own: rows of label and value (what the sheet on screen
// shows) and a standalone, printable HTML file of the same rows — what "download" saves or shares.
// Every value is escaped: names come from members and instrument data.
import type { TaxCertificate } from '@saham/contract/trading';
import { riseFallColours } from '../../shared/storage/trade-preferences.ts';

export interface CertificateRow {
  key: string;
  label: string;
  value: string;
  tone?: 'up' | 'down' | '';
}

export interface CertificateSection {
  key: string;
  title: string;
  rows: CertificateRow[];
}

export interface CertificateText {
  title: string;
  subtitle: string;
  footer: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** The file name a download gets: tax-certificate-<certificate number>.html, safe on every system. */
export function certificateFileName(certificate: Pick<TaxCertificate, 'certificateNo'>): string {
  return `tax-certificate-${certificate.certificateNo.replace(/[^A-Za-z0-9-]/g, '_')}.html`;
}

export function certificateHtml(
  text: CertificateText,
  sections: readonly CertificateSection[],
  language: string,
): string {
  const body = sections
    .map(
      (section) => `<h2>${escapeHtml(section.title)}</h2>
<table>${section.rows
        .map(
          (row) =>
            `<tr><th>${escapeHtml(row.label)}</th><td class="${row.tone ?? ''}">${escapeHtml(row.value)}</td></tr>`,
        )
        .join('')}</table>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title)}</title>
<style>
body{font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;color:#101828;max-width:720px;margin:24px auto;padding:0 16px}
h1{font-size:22px;margin:0 0 4px}p.sub{color:#475467;margin:0 0 16px}
h2{font-size:15px;margin:20px 0 6px;color:#1f5eff}
table{width:100%;border-collapse:collapse}th,td{padding:6px 4px;border-bottom:1px solid #edf0f5;font-size:14px;text-align:left}
td{text-align:right;font-variant-numeric:tabular-nums}.up{color:${riseFallColours().up}}.down{color:${riseFallColours().down}}
footer{margin-top:24px;color:#8a94a6;font-size:12px}
</style>
</head>
<body>
<h1>${escapeHtml(text.title)}</h1>
<p class="sub">${escapeHtml(text.subtitle)}</p>
${body}
<footer>${escapeHtml(text.footer)}</footer>
</body>
</html>
`;
}
