// A QR code drawn from an address (spec §9: QR code size 256 px): a crypto deposit address, a member's
// wallet. Generated in the app, so it is always the address shown beside it, sharp at any pixel ratio.
import { QRCodeSVG } from 'qrcode.react';
import './address-qr.css';

export const QR_CODE_SIZE_PX = 256;

export function AddressQr({ value, label, testId }: { value: string; label: string; testId?: string }) {
  return (
    <figure className="address-qr" data-testid={testId} data-value={value}>
      <QRCodeSVG value={value} size={QR_CODE_SIZE_PX} level="M" marginSize={2} title={label} role="img" />
      <figcaption className="address-qr-caption">{label}</figcaption>
    </figure>
  );
}
