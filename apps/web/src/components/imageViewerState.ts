/** Zoom and rotation arithmetic of the image viewer (spec 01 section 9): pure, so it is tested on its own. */

export const minZoom = 0.5;
export const maxZoom = 3;
export const zoomStep = 0.25;
export const rotationStep = 90;
/** The default image height leaves room for the toolbar: window height minus 150 px. */
export const viewerChromeHeight = 150;

export interface ViewerState {
  zoom: number;
  rotation: number;
}

export const initialViewerState: ViewerState = { zoom: 1, rotation: 0 };

function clampZoom(zoom: number): number {
  // Round to the step so repeated additions never drift (0.1 + 0.2 style errors).
  const snapped = Math.round(zoom / zoomStep) * zoomStep;
  return Math.min(maxZoom, Math.max(minZoom, snapped));
}

export function zoomIn(state: ViewerState): ViewerState {
  return { ...state, zoom: clampZoom(state.zoom + zoomStep) };
}

export function zoomOut(state: ViewerState): ViewerState {
  return { ...state, zoom: clampZoom(state.zoom - zoomStep) };
}

/** Mouse wheel: scrolling up (negative deltaY) zooms in, down zooms out, one step per event. */
export function zoomByWheel(state: ViewerState, deltaY: number): ViewerState {
  if (deltaY < 0) return zoomIn(state);
  if (deltaY > 0) return zoomOut(state);
  return state;
}

function wrapRotation(rotation: number): number {
  return ((rotation % 360) + 360) % 360;
}

export function rotateRight(state: ViewerState): ViewerState {
  return { ...state, rotation: wrapRotation(state.rotation + rotationStep) };
}

export function rotateLeft(state: ViewerState): ViewerState {
  return { ...state, rotation: wrapRotation(state.rotation - rotationStep) };
}

export function canZoomIn(state: ViewerState): boolean {
  return state.zoom < maxZoom;
}

export function canZoomOut(state: ViewerState): boolean {
  return state.zoom > minZoom;
}

export function defaultImageHeight(windowHeight: number): number {
  return Math.max(100, windowHeight - viewerChromeHeight);
}

/** Previous/next over several images, wrapping at both ends. */
export function stepIndex(index: number, count: number, delta: 1 | -1): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

export function transformOf(state: ViewerState): string {
  return `scale(${state.zoom}) rotate(${state.rotation}deg)`;
}
