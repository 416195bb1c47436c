/**
 * `text` shortened with an ellipsis to about `width` px at `fontSize` px, for SVG text (which does
 * not wrap or ellipsize by itself): wide (Japanese) characters take about twice a latin one's room.
 */
export function fitText(text: string, width: number, fontSize: number): string {
  let used = 0;
  for (let index = 0; index < text.length; index += 1) {
    used += (text.charCodeAt(index) > 0xff ? 1 : 0.6) * fontSize;
    if (used > width) return `${text.slice(0, Math.max(1, index - 1))}…`;
  }
  return text;
}

/**
 * `text` in at most two lines of about `width` px: broken before a bracket where the first part
 * fits ("スキリージ" / "（リサンキズマブ）"), else where the first line is full; the second is
 * shortened with an ellipsis if it is still too long.
 */
export function twoLines(text: string, width: number, fontSize: number): string[] {
  if (fitText(text, width, fontSize) === text) return [text];
  const bracket = text.search(/\s*[（(]/);
  if (bracket > 0 && fitText(text.slice(0, bracket), width, fontSize) === text.slice(0, bracket)) {
    return [text.slice(0, bracket), fitText(text.slice(bracket).trim(), width, fontSize)];
  }
  const first = fitText(text, width, fontSize).slice(0, -1);
  return [first, fitText(text.slice(first.length), width, fontSize)];
}
