import { useEffect, useState } from 'react';

/**
 * The otpauth:// URL as a QR code, drawn in the browser: the qrcode library loads with this
 * component only (the settings pages), never with the public pages.
 */
export default function QrCode({ text, label }: { text: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => {
        if (isCurrent) setSvg(markup);
      })
      .catch(() => {
        if (isCurrent) setSvg(null);
      });
    return () => {
      isCurrent = false;
    };
  }, [text]);
  if (!svg) return <div className="size-48 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />;
  // The library's own SVG markup of our URL: no user text is interpreted.
  return (
    <img
      className="size-48 rounded-lg border border-slate-200 bg-white"
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      alt={label}
    />
  );
}
