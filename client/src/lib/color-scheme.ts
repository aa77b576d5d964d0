/** Follows the system's light/dark preference with Bootstrap's data-bs-theme on <html>. */
export function followSystemColorScheme(): void {
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = (): void => {
    document.documentElement.setAttribute('data-bs-theme', query.matches ? 'dark' : 'light');
  };
  apply();
  query.addEventListener('change', apply);
}
