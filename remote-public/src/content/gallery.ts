import type { ImageName } from '../media/catalog';

export interface GalleryImage {
  image: ImageName;
  alt: string;
  caption: string;
}

export const GALLERY: readonly GalleryImage[] = [
  { image: 'paddy-fields', alt: 'Two women walking along green paddy fields at sunrise', caption: 'Paddy fields near Amgaon after the first rains' },
  { image: 'sewing-centre', alt: 'Women stitching at two sewing machines in a training room', caption: 'Our tailoring centre in Gondia' },
  { image: 'village-well', alt: 'Women carrying water pots beside a stone village well', caption: 'A repaired well in Goregaon block' },
  { image: 'classroom', alt: 'A teacher pointing at a blackboard in front of four children', caption: 'Evening study class for village children' },
  { image: 'shg-meeting', alt: 'A self-help group of women meeting in a circle under a tree', caption: 'Monthly self-help group meeting' },
  { image: 'health-camp', alt: 'Families outside a white medical tent with a red cross', caption: 'Health camp with the district hospital' },
  { image: 'community-meals', alt: 'Children and women at a table set with plates of food', caption: 'Community meals during the monsoon' },
  { image: 'village-market', alt: 'Women and a man at three colourful vegetable stalls', caption: 'Women-run stalls at the weekly market' },
];
