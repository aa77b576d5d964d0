const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Whether the system prefers dark now; `onChange` hears every later change. */
export function watchSystemDark(onChange: (dark: boolean) => void): boolean {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', () => onChange(query.matches));
  return query.matches;
}
