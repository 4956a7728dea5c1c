import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The site's frame (top bar, header, footer) as HTML, from the shell build's Node bundle
 * (src/server-render.tsx) and the runtime config this server started with. Each address's frame is
 * rendered once per language, on first request, and again in a new year (the footer's copyright). Without the
 * bundle (a build made without it) there is none, and pages render in the browser as before. A
 * new shell build is served after a restart of this server.
 */
export function createFrameRenderer(bundlePath, config) {
  if (!fs.existsSync(bundlePath)) return null;
  const { renderFrame, OUTLET_PLACEHOLDER } = createRequire(import.meta.url)(bundlePath);
  const frames = new Map();
  let year = new Date().getFullYear();
  return {
    outletPlaceholder: OUTLET_PLACEHOLDER,
    /** The frame for an address (from the page table, so the cache stays bounded) in a language, or null if it cannot render. */
    frameFor(path, language) {
      if (new Date().getFullYear() !== year) {
        year = new Date().getFullYear();
        frames.clear();
      }
      const key = `${language} ${path}`;
      if (!frames.has(key)) {
        frames.set(
          key,
          renderFrame(path, language, config).catch((error) => {
            console.error(`The frame for ${path} in ${language} could not be rendered`, error);
            frames.delete(key);
            return null;
          }),
        );
      }
      return frames.get(key);
    },
  };
}
