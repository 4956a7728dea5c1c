/** A script a build names for a page to start with: a file of the build's own folder, nothing else. */
export const SCRIPT_FILE = /^[A-Za-z0-9_.-]{1,128}\.js$/;
