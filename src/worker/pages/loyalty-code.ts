// The loyalty card's scannable code, drawn on the server (no script in the browser for it): a QR code of
// the card number as an SVG data: URI, which the page shows as an image (CSP `img-src 'self' data:`).
// QR rather than a 1-D barcode: phone cameras and the 2-D imagers of current tills read it at any angle.
import { renderSVG } from 'uqr';

export function loyaltyCodeImage(cardNumber: string): string {
  // Error correction M (15 %) survives a scratched phone screen; a quiet zone of 4 modules, as the standard asks;
  // one unit per module keeps the text short (the image is scaled by the page, edges kept crisp).
  const svg = renderSVG(cardNumber, { ecc: 'M', border: 4, pixelSize: 1 }).replace('<svg ', '<svg shape-rendering="crispEdges" ');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
