import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopShimmerEvents } from './shimmer-events';

describe('stopShimmerEvents', () => {
  const root = document.createElement('div');
  document.body.append(root);
  stopShimmerEvents(window);
  afterEach(() => root.replaceChildren());

  it.each(['animationstart', 'animationiteration', 'animationend'])('stops a skeleton’s %s before it reaches the app', (type) => {
    const skeleton = document.createElement('span');
    skeleton.className = 'skeleton';
    root.append(skeleton);
    const heard = vi.fn();
    root.addEventListener(type, heard);
    skeleton.dispatchEvent(new Event(type, { bubbles: true }));
    expect(heard).not.toHaveBeenCalled();
  });

  it('lets any other element’s animation events through', () => {
    const other = document.createElement('div');
    other.className = 'popup';
    root.append(other);
    const heard = vi.fn();
    root.addEventListener('animationend', heard);
    other.dispatchEvent(new Event('animationend', { bubbles: true }));
    expect(heard).toHaveBeenCalledOnce();
  });
});
