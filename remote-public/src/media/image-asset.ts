/** One illustration in two widths and two modern formats; width/height are the large file's, for layout. */
export interface ImageSource {
  url: string;
  width: number;
}

export interface ImageAsset {
  width: number;
  height: number;
  avif: readonly ImageSource[];
  webp: readonly ImageSource[];
}
