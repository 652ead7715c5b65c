// Events whose meaning takes a promise to work out (a sign-in's claims) are delivered in the order
// they happened, not in the order their promises settle.

/**
 * A handler for a stream of events: each event is turned into a result by `resolve`, and `deliver`
 * gets the result only if no later event has arrived meanwhile. A result that settles after a later
 * event's (a slow claims lookup of a sign-in that a sign-out has since ended) is dropped.
 */
export function inEventOrder<E, R>(
  resolve: (event: E) => R | Promise<R>,
  deliver: (result: R) => void,
): (event: E) => void {
  let latest = 0;
  return (event) => {
    const mine = ++latest;
    void Promise.resolve()
      .then(() => resolve(event))
      .then((result) => {
        if (mine === latest) deliver(result);
      });
  };
}
