import fs from 'node:fs';
import path from 'node:path';
import { linguiConfigFor, type CatalogPart } from '../build/catalog/lingui-config';

/**
 * remote-public's messages, split so a page loads only what it shows: one catalog per page (with
 * the content only it shows), one each for the forms, donating and the two policy pages, and one
 * for everything else (shared components, page titles, content several pages show). A component
 * loads its part's catalog with useCatalog (src/locales/catalogs.ts).
 */
const PAGE_CONTENT: Record<string, string[]> = {
  FaqsPage: ['src/content/faqs.ts', 'src/components/FaqAccordion.tsx'],
  TermsPage: ['src/content/terms.ts'],
  GalleryPage: ['src/content/gallery.ts'],
  OurTeamPage: ['src/content/team.ts'],
};

const pageFiles = fs.readdirSync(path.join(__dirname, 'src/pages')).filter((file) => /Page\.tsx$/.test(file));

/** `ContactPage.tsx` → `contact`; `SoilWaterTestingPage.tsx` → `soil-water-testing`. */
export const pageCatalogName = (file: string) =>
  file
    .replace(/Page\.tsx$/, '')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase();

const pageParts: CatalogPart[] = pageFiles.map((file) => ({
  path: `src/locales/pages/${pageCatalogName(file)}`,
  include: [`src/pages/${file}`, ...(PAGE_CONTENT[file.replace('.tsx', '')] ?? [])],
}));

const ownedByPages = Object.values(PAGE_CONTENT).flat();

export default linguiConfigFor([
  ...pageParts,
  { path: 'src/locales/forms', include: ['src/forms'] },
  { path: 'src/locales/donation', include: ['src/components/donation'] },
  { path: 'src/locales/policies', include: ['src/content/policies.ts'] },
  { path: 'src/locales/page-heads', include: ['src/pages/page-heads.ts'] },
  { path: 'src/locales/link-previews', include: ['src/pages/link-previews.ts'] },
  {
    path: 'src/locales/common',
    include: ['src'],
    exclude: [
      'src/pages/*Page.tsx',
      'src/pages/page-heads.ts',
      'src/pages/link-previews.ts',
      'src/forms/**',
      'src/components/donation/**',
      'src/content/policies.ts',
      'src/locales/**',
      ...ownedByPages,
    ],
  },
]);
