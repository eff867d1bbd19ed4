/** PDF preview zoom (spec 000 section 9): 50% to 300% in 25% steps. */
export const minZoom = 0.5;
export const maxZoom = 3;
export const zoomStep = 0.25;
export const defaultZoom = 1;

/** Snaps to the nearest step inside the limits. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return defaultZoom;
  const snapped = Math.round(zoom / zoomStep) * zoomStep;
  return Math.min(maxZoom, Math.max(minZoom, snapped));
}

export const zoomIn = (zoom: number) => clampZoom(clampZoom(zoom) + zoomStep);
export const zoomOut = (zoom: number) => clampZoom(clampZoom(zoom) - zoomStep);

/** `125%` */
export const zoomLabel = (zoom: number) => `${Math.round(clampZoom(zoom) * 100)}%`;
