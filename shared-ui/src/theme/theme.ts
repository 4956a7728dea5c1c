/** Colours and sizes of the site; every pair used for text meets WCAG AA contrast. */
export const theme = {
  colors: {
    primary: '#9a3412',
    primaryDark: '#7c2d12',
    secondary: '#166534',
    text: '#1f2937',
    mutedText: '#4b5563',
    background: '#ffffff',
    surface: '#fff7ed',
    border: '#d1d5db',
    success: '#166534',
    successBackground: '#dcfce7',
    error: '#b91c1c',
    errorBackground: '#fee2e2',
    focus: '#2563eb',
  },
  radius: '8px',
  maxWidth: '1200px',
  /** navigation: up to this width the header's menu is the toggle (the English menu needs about 1150 px). */
  breakpoints: { mobile: '768px', navigation: '1180px' },
  // 'Site Devanagari' exists only on Hindi and Marathi pages, and only for Devanagari letters
  // (the shell's server declares it there); elsewhere browsers skip it.
  font: "'Site Devanagari', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
} as const;

export type Theme = typeof theme;
