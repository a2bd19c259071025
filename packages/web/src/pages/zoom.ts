/** Click-to-zoom for images in doc bodies, with medium-zoom (loaded only when a page has images). */
const ATTACH_DELAY_MS = 100;

export function attachZoom(root: HTMLElement): () => void {
  let detach = () => {};
  let cancelled = false;
  const timer = window.setTimeout(async () => {
    const images = root.querySelectorAll<HTMLImageElement>('img');
    if (!images.length) return;
    const { default: mediumZoom } = await import('medium-zoom');
    if (cancelled) return;
    const background = getComputedStyle(document.body).backgroundColor;
    const zoom = mediumZoom(images, { margin: 0, background, scrollOffset: 40 });
    detach = () => zoom.detach();
  }, ATTACH_DELAY_MS);
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
    detach();
  };
}
