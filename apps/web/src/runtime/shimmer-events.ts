const ANIMATION_EVENTS = ['animationstart', 'animationiteration', 'animationend'] as const;

/**
 * A skeleton's shimmer is a CSS animation of its own (forty of them on the loading home page), and
 * each fires an event as it starts and at every turn. Nothing in the app listens to them, but React's
 * listener at the root would look each one up in the page's tree, a long task on a phone while the
 * page loads: they stop at the window, before they reach the app.
 */
export function stopShimmerEvents(target: Pick<Window, 'addEventListener'> = window): void {
  const stop = (event: Event) => {
    if (event.target instanceof Element && event.target.classList.contains('skeleton')) event.stopPropagation();
  };
  for (const type of ANIMATION_EVENTS) target.addEventListener(type, stop, { capture: true });
}
