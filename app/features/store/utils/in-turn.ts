/**
 * Runs calls one after another, each starting once the one before has settled (whatever its
 * outcome). The checkout sends print_order through one of these per tab: a second call (an
 * effect run twice, a quick change) then sends the cart id the first one stored, so one cart
 * never becomes two orders that each hold the teacher's credits.
 */
export function oneAtATime() {
  let queue: Promise<unknown> = Promise.resolve();
  return function inTurn<T>(call: () => Promise<T>): Promise<T> {
    const next = queue.then(call, call);
    queue = next.catch(() => undefined);
    return next;
  };
}
