/** The offset of the next page of a counted list, or undefined when the loaded pages hold it all. */
export function nextOffset(last: { offset: number; total: number; data: unknown[] }) {
  return last.offset + last.data.length < last.total ? last.offset + last.data.length : undefined;
}
