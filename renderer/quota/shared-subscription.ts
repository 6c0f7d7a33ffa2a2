/**
 * One subscription shared by many components: `start` runs when the first follower arrives, and
 * the stop it returns runs when the last one leaves. Each follower's stop works once.
 */
export function sharedSubscription(start: () => () => void): () => () => void {
  let followers = 0;
  let stop: (() => void) | null = null;
  return () => {
    followers += 1;
    if (followers === 1) stop = start();
    let left = false;
    return () => {
      if (left) return;
      left = true;
      followers -= 1;
      if (followers === 0) {
        stop?.();
        stop = null;
      }
    };
  };
}
