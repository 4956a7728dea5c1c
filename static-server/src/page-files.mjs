/**
 * The address of a page of a site built another way (`/index.html`, `/about.php`), as old links
 * and typed addresses have it: no file of a build, but a page address the site answers.
 */
export const PAGE_FILE_PATH = /\.(?:html?|php|aspx?|jsp)$/i;
