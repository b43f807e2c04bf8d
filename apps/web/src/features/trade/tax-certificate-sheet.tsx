// The tax certificate of a closed position (trade/taxCertificate) as a printable sheet over the
// position detail: holder, instrument, the buy and sell contract amounts, each fee and tax, and the
// realised gain or loss. "Download" saves it as a standalone HTML file — through the system share
// sheet where the browser or hybrid shell offers one (a WebView cannot save a blob link), else as a
// file download; "Print" opens the system print dialog, where a member can also save a PDF.
import { Button } from 'antd-mobile';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { TaxCertificate } from '@saham/contract/trading';
import { useTaxCertificate } from '../../shared/api/trade-positions.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { formatMarketPrice } from '../../shared/format/format-number.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useLanguage } from '../../shared/i18n/i18n.ts';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import {
  certificateFileName,
  certificateHtml,
  type CertificateSection,
  type CertificateText,
} from './certificate-document.ts';
import { toneOfAmount } from './live-book.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;

export function certificateSections(
  certificate: TaxCertificate,
  t: Translate,
  format: { money: (amount: string, signed?: boolean) => string; date: (iso: string) => string },
): CertificateSection[] {
  const { money, date } = format;
  const price = (value: string) => formatMarketPrice(value, certificate.market);
  return [
    {
      key: 'holder',
      title: t('positions.certificate.holder'),
      rows: [
        { key: 'name', label: t('positions.certificate.name'), value: certificate.holder.name ?? '--' },
        {
          key: 'idNumber',
          label: t('positions.certificate.idNumber'),
          value: certificate.holder.idNumber ?? '--',
        },
        { key: 'account', label: t('positions.certificate.account'), value: certificate.holder.account },
      ],
    },
    {
      key: 'trade',
      title: t('positions.certificate.trade'),
      rows: [
        { key: 'positionNo', label: t('positions.fields.orderNo'), value: certificate.positionNo },
        {
          key: 'instrument',
          label: t('positions.fields.instrument'),
          value: `${certificate.name} (${certificate.code})`,
        },
        {
          key: 'direction',
          label: t('positions.fields.direction'),
          value: t(`positions.directions.${certificate.direction}`),
        },
        {
          key: 'leverage',
          label: t('positions.fields.leverage'),
          value: t('positions.leverageValue', { leverage: certificate.leverage }),
        },
        { key: 'quantity', label: t('positions.fields.quantity'), value: certificate.quantity },
        { key: 'openedAt', label: t('positions.fields.buyDate'), value: date(certificate.openedAt) },
        { key: 'entryPrice', label: t('positions.fields.entryPrice'), value: price(certificate.entryPrice) },
        { key: 'closedAt', label: t('positions.fields.sellTime'), value: date(certificate.closedAt) },
        { key: 'exitPrice', label: t('positions.fields.exitPrice'), value: price(certificate.exitPrice) },
      ],
    },
    {
      key: 'amounts',
      title: t('positions.certificate.amounts', { currency: certificate.currency }),
      rows: [
        {
          key: 'buyAmount',
          label: t('positions.certificate.buyAmount'),
          value: money(certificate.buyAmount),
        },
        {
          key: 'sellAmount',
          label: t('positions.certificate.sellAmount'),
          value: money(certificate.sellAmount),
        },
        { key: 'openFee', label: t('positions.certificate.openFee'), value: money(certificate.openFee) },
        { key: 'closeFee', label: t('positions.certificate.closeFee'), value: money(certificate.closeFee) },
        { key: 'openTax', label: t('positions.certificate.openTax'), value: money(certificate.openTax) },
        { key: 'closeTax', label: t('positions.certificate.closeTax'), value: money(certificate.closeTax) },
        {
          key: 'totalCharges',
          label: t('positions.certificate.totalCharges'),
          value: money(certificate.totalCharges),
        },
        {
          key: 'grossPnl',
          label: t('positions.certificate.grossPnl'),
          value: money(certificate.grossPnl, true),
          tone: toneOfAmount(certificate.grossPnl),
        },
        {
          key: 'netPnl',
          label: t('positions.certificate.netPnl'),
          value: money(certificate.netPnl, true),
          tone: toneOfAmount(certificate.netPnl),
        },
      ],
    },
  ];
}

async function saveCertificate(html: string, fileName: string): Promise<'shared' | 'downloaded'> {
  const file = new File([html], fileName, { type: 'text/html' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    await navigator.share({ files: [file], title: fileName });
    return 'shared';
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return 'downloaded';
}

function CertificateBody({ certificate, onClose }: { certificate: TaxCertificate; onClose: () => void }) {
  const { t } = useTranslation();
  const { money, date } = useFormatters();
  const language = useLanguage();
  const sections = certificateSections(certificate, (key, values) => t(key, values ?? {}), {
    money: (amount, signed = false) =>
      money(amount, {
        currency: certificate.currency,
        ...(signed ? { signDisplay: 'always' as const } : {}),
      }),
    // Every time on the certificate in Malaysian time (the display zone), like the issue time above.
    date,
  });
  const text: CertificateText = {
    title: t('positions.certificate.title'),
    subtitle: t('positions.certificate.subtitle', {
      broker: certificate.broker,
      number: certificate.certificateNo,
      time: date(certificate.issuedAt),
    }),
    footer: t('positions.certificate.footer', { broker: certificate.broker }),
  };
  const download = () => {
    saveCertificate(certificateHtml(text, sections, language), certificateFileName(certificate))
      .then((how) =>
        showToast(
          how === 'shared' ? t('positions.certificate.shared') : t('positions.certificate.downloaded'),
        ),
      )
      .catch((error: unknown) => {
        // The member closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        showToast(t('errors.SYSTEM_BUSY'));
      });
  };
  return (
    <>
      <article className="tr-certificate" data-testid="tax-certificate">
        <header className="tr-certificate-head">
          <h2>{text.title}</h2>
          <p className="muted small" data-testid="tax-certificate-number">
            {text.subtitle}
          </p>
        </header>
        {sections.map((section) => (
          <section key={section.key} className="tr-certificate-section">
            <h3>{section.title}</h3>
            <dl>
              {section.rows.map((row) => (
                <div key={row.key} className="tr-certificate-row" data-testid={`certificate-${row.key}`}>
                  <dt>{row.label}</dt>
                  <dd className={row.tone ?? ''}>{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <footer className="muted small">{text.footer}</footer>
      </article>
      <div className="tr-certificate-actions">
        <Button block shape="rounded" onClick={onClose} data-testid="tax-certificate-close">
          {t('positions.certificate.close')}
        </Button>
        <Button block shape="rounded" onClick={() => window.print()} data-testid="tax-certificate-print">
          {t('positions.certificate.print')}
        </Button>
        <Button
          block
          shape="rounded"
          color="primary"
          onClick={download}
          data-testid="tax-certificate-download"
        >
          {t('positions.certificate.download')}
        </Button>
      </div>
    </>
  );
}

export function TaxCertificateSheet({ positionId, onClose }: { positionId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useTaxCertificate(positionId);
  return createPortal(
    <div className="tr-certificate-layer" data-testid="tax-certificate-sheet">
      <div className="tr-certificate-paper">
        {query.isPending ? (
          <LoadingBlock compact />
        ) : query.isError ? (
          <>
            <QueryError error={query.error} onRetry={() => void query.refetch()} />
            <Button block shape="rounded" onClick={onClose} data-testid="tax-certificate-close">
              {t('positions.certificate.close')}
            </Button>
          </>
        ) : (
          <CertificateBody certificate={query.data} onClose={onClose} />
        )}
      </div>
    </div>,
    document.body,
  );
}
