export function renderSitemap(siteUrl: string, paths: readonly string[]): string;
export function renderRobots(siteUrl: string): string;
