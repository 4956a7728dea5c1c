/** Text made safe inside HTML or XML text and attribute values (the page head, the sitemap). */
export const escapeMarkup = (text) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
