/**
 * Runs `then` after the browser has painted what is on the page now, and returns what cancels it.
 * A task queued from an animation frame runs after that frame's paint; an idle callback or a
 * timeout alone can run before it. A hidden tab runs no animation frames: with `limitMs`, `then`
 * runs after that long all the same.
 */
export function afterNextPaint(then: () => void, limitMs?: number): () => void {
  let done = false;
  let task: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    then();
  };
  const frame = requestAnimationFrame(() => {
    task = setTimeout(once, 0);
  });
  const limit = limitMs === undefined ? undefined : setTimeout(once, limitMs);
  function cancel() {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(task);
    clearTimeout(limit);
  }
  return cancel;
}
