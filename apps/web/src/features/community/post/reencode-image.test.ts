import { describe, expect, it } from 'vitest';
import { scaledSize } from './reencode-image.ts';

describe('scaledSize', () => {
  it('scales the longest side down to the limit and keeps the shape', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(1080, 1920)).toEqual({ width: 900, height: 1600 });
  });

  it('never scales a small picture up', () => {
    expect(scaledSize(640, 480)).toEqual({ width: 640, height: 480 });
  });
});
