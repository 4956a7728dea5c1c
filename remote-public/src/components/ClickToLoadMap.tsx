import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Button, theme } from 'shared-ui';
import { addressIn, ORGANISATION } from 'shared-contracts';
import { useLanguage } from 'shared-ui/i18n';

/** Gondia town centre. */
const LATITUDE = 21.4602;
const LONGITUDE = 80.192;
const EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${LONGITUDE - 0.03}%2C${LATITUDE - 0.02}%2C${LONGITUDE + 0.03}%2C${LATITUDE + 0.02}&layer=mapnik&marker=${LATITUDE}%2C${LONGITUDE}`;
const MAP_LINK = `https://www.openstreetmap.org/?mlat=${LATITUDE}&mlon=${LONGITUDE}#map=15/${LATITUDE}/${LONGITUDE}`;

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 1.25rem;
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  p { margin: 0; }
`;

const MapFrame = styled.iframe`
  width: 100%;
  height: 360px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
`;

/**
 * The office map loads only when asked: a third-party frame at first paint would cost a slow phone
 * hundreds of kilobytes and share the visit with the map provider before the visitor chose to.
 */
export function ClickToLoadMap() {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button asked for is gone: the focus goes to the map it brought, not back to the page's start.
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);
  const name = ORGANISATION.name;
  const { city } = addressIn(useLanguage());
  return (
    <div>
      {shown ? (
        <MapFrame ref={frame} title={t`Map of ${name}, ${city}`} src={EMBED_URL} loading="lazy" />
      ) : (
        // Without scripts the map cannot load here: the link below opens it.
        <Placeholder data-needs-scripts>
          <p>
            <Trans>The map is loaded from OpenStreetMap only when you ask for it.</Trans>
          </p>
          <Button variant="secondary" onClick={() => setShown(true)}>
            <Trans>Show map of our Gondia office</Trans>
          </Button>
        </Placeholder>
      )}
      <p>
        <a href={MAP_LINK} target="_blank" rel="noopener noreferrer">
          <Trans>Open the location in OpenStreetMap (opens in a new tab)</Trans>
        </a>
      </p>
    </div>
  );
}
