type DialogMethods = { showModal?: () => void; close?: () => void };

// jsdom has <dialog> and its `open` attribute but neither showModal() nor close(). These
// stand-ins do what the tests rely on: toggle `open` and fire `close`.
export function installDialogPolyfill() {
  const proto: DialogMethods = HTMLDialogElement.prototype;
  const missing = proto.showModal === undefined;
  if (missing) {
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
  return () => {
    if (!missing) return;
    delete proto.showModal;
    delete proto.close;
  };
}
