/** @vitest-environment jsdom */
import { describe, expect, it, vi } from 'vitest';
import { pageModalOpen, showPageModal, subscribePageModals } from './pageModals';

// jsdom has <dialog> but not its modal methods.
function dialog(): HTMLDialogElement {
  const el = document.createElement('dialog');
  el.showModal = function () {
    this.setAttribute('open', '');
  };
  el.close = function () {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.body.append(el);
  return el;
}

describe("the page's own modal dialogs (the arbiter holds policy dialogs back while one is open)", () => {
  it('counts a dialog from showModal until it closes, by close(), Escape or unmount, and tells subscribers each time', () => {
    const changed = vi.fn();
    const stop = subscribePageModals(changed);
    const a = dialog();
    const b = dialog();
    const unmountA = showPageModal(a);
    expect(a.open).toBe(true);
    expect(pageModalOpen()).toBe(true);
    showPageModal(b);
    b.close(); // Escape or the sheet's own close()
    expect(pageModalOpen()).toBe(true);
    unmountA(); // the component unmounted: closed and forgotten
    expect(a.open).toBe(false);
    expect(pageModalOpen()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(4);
    stop();
    showPageModal(b)();
    expect(changed).toHaveBeenCalledTimes(4);
    expect(pageModalOpen()).toBe(false);
  });
});
