import { send, type ApiRequest } from './api-client.ts';

/** What a download came to: the name the file was saved under, or nothing saved (no row). */
export type DownloadOutcome = { savedAs: string } | 'empty';

/**
 * Downloads a file the API makes (a CSV export) with the bearer token, which a plain link cannot
 * send, and hands it to the browser to save under the server's file name (or `fallbackName`).
 * Answers `empty`, saving nothing, when the server says the list had no row (`x-export-empty`).
 */
export async function apiDownload(
  path: string,
  request: ApiRequest & { fallbackName: string },
): Promise<DownloadOutcome> {
  const response = await send(path, request, '*/*');
  if (response.headers.get('x-export-empty') === 'true') {
    await response.body?.cancel();
    return 'empty';
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? request.fallbackName;
  saveBlob(await response.blob(), name);
  return { savedAs: name };
}

/** Hands a file made or fetched in the page to the browser to save under `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
