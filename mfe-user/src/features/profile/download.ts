const FALLBACK = 'my-data.json';

/** The file name of an `attachment; filename="…"` header (only safe characters kept). */
export function filenameFrom(header: string | null | undefined): string {
  const m = /filename="?([^";]+)"?/i.exec(header ?? '');
  const name = m?.[1]?.replace(/[^\w.-]/g, '');
  return name || FALLBACK;
}

/** Saves text as a file through a temporary link (works on phones and in-app browsers that allow downloads). */
export function saveTextFile(text: string, filename: string, type = 'application/json') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
