// Image and video files are emitted by the bundler as URLs.
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.avif' {
  const url: string;
  export default url;
}
/** A picture written into the pre-rendered HTML as a data URL; the browser bundle has its URL. */
declare module '*.avif?inline-in-html' {
  const url: string;
  export default url;
}
/** A link preview: only the pre-rendered HTML names it (see rspack.base.ts, HTML_ONLY_QUERY). */
declare module '*.jpg?html-only' {
  const url: string;
  export default url;
}
declare module '*.mp4' {
  const url: string;
  export default url;
}
declare module '*.webm' {
  const url: string;
  export default url;
}
