/**
 * What the live panels' canvases draw with (the order book's and the recent trades' figures:
 * book/bookCanvas.ts readPalette) lives on <html> and <body>: the theme, the rise colour, the
 * direction and the language. `callback` runs when any of them changes, to read the palette again.
 */
export function onPaletteChange(callback: () => void): () => void {
  const observer = new MutationObserver(callback);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'dir', 'lang', 'class', 'style'] });
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
