/** Downloading a CSV made by @shared/csv (the cells, the separator and the formula defusing are there). */

/** Saves what `href` answers as a file (its name: `filename`, or the answer's Content-Disposition). */
function save(href: string, filename?: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = filename ?? '';
  document.body.append(link);
  link.click();
  link.remove();
}

export function downloadCsv(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  save(url, filename.endsWith('.csv') ? filename : `${filename}.csv`);
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A CSV the BFF writes and streams (the browser saves it as it comes, under the name the BFF gives). */
export function downloadCsvFrom(url: string): void {
  save(url);
}
