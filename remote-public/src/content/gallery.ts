import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ImageName } from '../media/catalog';

export interface GalleryImage {
  image: ImageName;
  alt: MessageDescriptor;
  caption: MessageDescriptor;
}

export const GALLERY: readonly GalleryImage[] = [
  { image: 'paddy-fields', alt: msg`Two women walking along green paddy fields at sunrise`, caption: msg`Paddy fields near Amgaon after the first rains` },
  { image: 'sewing-centre', alt: msg`Women stitching at two sewing machines in a training room`, caption: msg`Our tailoring centre in Gondia` },
  { image: 'village-well', alt: msg`Women carrying water pots beside a stone village well`, caption: msg`A repaired well in Goregaon block` },
  { image: 'classroom', alt: msg`A teacher pointing at a blackboard in front of four children`, caption: msg`Evening study class for village children` },
  { image: 'shg-meeting', alt: msg`A self-help group of women meeting in a circle under a tree`, caption: msg`Monthly self-help group meeting` },
  { image: 'health-camp', alt: msg`Families outside a white medical tent with a red cross`, caption: msg`Health camp with the district hospital` },
  { image: 'community-meals', alt: msg`Children and women at a table set with plates of food`, caption: msg`Community meals during the monsoon` },
  { image: 'village-market', alt: msg`Women and a man at three colourful vegetable stalls`, caption: msg`Women-run stalls at the weekly market` },
];
