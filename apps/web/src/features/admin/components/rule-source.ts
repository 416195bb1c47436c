/** The rule dialog's reading of what an admin typed: pattern sources and one-per-line lists. */

/** The RegExp's own complaint about a source, or null when it compiles (as the server checks it). */
export function syntaxError(source: string, flags: string): string | null {
  if (!source) return null;
  try {
    new RegExp(source, flags);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The non-empty lines of a text box, trimmed: one term or exception phrase each. */
export const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
