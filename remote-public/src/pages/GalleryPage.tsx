import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { messages } from '../locales/pages/gallery/en.po';
import { Page } from '../components/layout/Page';
import { Picture } from '../components/Picture';
import { GALLERY } from '../content/gallery';

const catalog = pageCatalog('gallery', messages);

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: 1rem;
  list-style: none;
  margin: 2rem 0 0;
  padding: 0;
  figure { margin: 0; }
  figcaption { padding: 0.4rem 0; color: ${theme.colors.mutedText}; }
`;

/** Gallery (spec §2): eight images. */
export const GalleryPage = translatedPage([catalog], Gallery);

function Gallery() {
  const { t, i18n } = useLingui();
  return (
    <Page route={PUBLIC_ROUTES.gallery} lead={t`Moments from our work in the villages of Gondia district.`}>
      <Grid>
        {GALLERY.map((item) => (
          <li key={item.image}>
            <figure>
              <Picture name={item.image} alt={i18n._(item.alt)} sizes="(min-width: 768px) 33vw, 100vw" />
              <figcaption>{i18n._(item.caption)}</figcaption>
            </figure>
          </li>
        ))}
      </Grid>
    </Page>
  );
}
