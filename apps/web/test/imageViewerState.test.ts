import { describe, expect, it } from 'vitest';
import {
  canZoomIn,
  canZoomOut,
  defaultImageHeight,
  initialViewerState,
  rotateLeft,
  rotateRight,
  stepIndex,
  zoomByWheel,
  zoomIn,
  zoomOut,
  type ViewerState,
} from '../src/components/imageViewerState';

function repeat(state: ViewerState, step: (s: ViewerState) => ViewerState, times: number): ViewerState {
  let current = state;
  for (let i = 0; i < times; i += 1) current = step(current);
  return current;
}

describe('image viewer arithmetic', () => {
  it('zooms in steps of 0.25 from 1', () => {
    expect(zoomIn(initialViewerState).zoom).toBe(1.25);
    expect(zoomOut(initialViewerState).zoom).toBe(0.75);
    expect(repeat(initialViewerState, zoomIn, 3).zoom).toBe(1.75);
  });

  it('never goes above 3 or below 0.5', () => {
    const top = repeat(initialViewerState, zoomIn, 20);
    expect(top.zoom).toBe(3);
    expect(canZoomIn(top)).toBe(false);
    expect(zoomIn(top).zoom).toBe(3);
    const bottom = repeat(initialViewerState, zoomOut, 20);
    expect(bottom.zoom).toBe(0.5);
    expect(canZoomOut(bottom)).toBe(false);
    expect(zoomOut(bottom).zoom).toBe(0.5);
    expect(repeat(bottom, zoomIn, 10).zoom).toBe(3);
  });

  it('zooms by wheel direction, one step per event', () => {
    expect(zoomByWheel(initialViewerState, -100).zoom).toBe(1.25);
    expect(zoomByWheel(initialViewerState, 53).zoom).toBe(0.75);
    expect(zoomByWheel(initialViewerState, 0)).toBe(initialViewerState);
  });

  it('rotates by 90 degrees and wraps at 360 in both directions', () => {
    expect(rotateRight(initialViewerState).rotation).toBe(90);
    expect(repeat(initialViewerState, rotateRight, 3).rotation).toBe(270);
    expect(repeat(initialViewerState, rotateRight, 4).rotation).toBe(0);
    expect(repeat(initialViewerState, rotateRight, 5).rotation).toBe(90);
    expect(rotateLeft(initialViewerState).rotation).toBe(270);
    expect(repeat(initialViewerState, rotateLeft, 4).rotation).toBe(0);
    expect(rotateLeft(rotateRight(initialViewerState)).rotation).toBe(0);
  });

  it('keeps zoom and rotation independent', () => {
    const state = rotateRight(zoomIn(initialViewerState));
    expect(state).toEqual({ zoom: 1.25, rotation: 90 });
  });

  it('sizes the image to the window height minus 150 px', () => {
    expect(defaultImageHeight(900)).toBe(750);
  });

  it('steps between several images, wrapping at both ends', () => {
    expect(stepIndex(0, 3, 1)).toBe(1);
    expect(stepIndex(2, 3, 1)).toBe(0);
    expect(stepIndex(0, 3, -1)).toBe(2);
  });
});
