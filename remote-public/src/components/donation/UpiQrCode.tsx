import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { useCatalog } from 'shared-ui/i18n';
import { donationCatalog } from '../../locales/donation-catalog';

const QR_SIZE = 220;

const Frame = styled.div`
  width: ${QR_SIZE}px;
  height: ${QR_SIZE}px;
  display: flex;
  align-items: center;
  justify-content: center;
  background: #fff;
  img { display: block; }
`;

type QrModule = typeof import('qrcode');

/** The QR library is fetched only once someone presses Donate Now, so it never weighs on first load. */
async function svgFor(text: string): Promise<string> {
  const loaded = (await import('qrcode')) as QrModule & { default?: QrModule };
  const qrcode = loaded.default ?? loaded;
  return qrcode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

/** A scannable QR code of a UPI payment link; `description` (its alternative text) in the page's language. */
export function UpiQrCode({ link, description }: { link: string; description: string }) {
  useCatalog(donationCatalog);
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setSvg(null);
    setFailed(false);
    svgFor(link).then(
      (markup) => current && setSvg(markup),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [link]);

  if (failed) {
    return (
      <p>
        <Trans>The QR code could not be drawn; please use the UPI link or UPI ID instead.</Trans>
      </p>
    );
  }
  return (
    <Frame aria-busy={!svg}>
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={description}
          width={QR_SIZE}
          height={QR_SIZE}
        />
      ) : (
        <span>
          <Trans>Preparing QR code…</Trans>
        </span>
      )}
    </Frame>
  );
}
