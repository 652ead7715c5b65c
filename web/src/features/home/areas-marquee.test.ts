import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docs/rules.md, "The pages": 0.1 percent of the track a frame, and it wraps after one pass through the
// list. The marquee is a CSS animation (no script runs it), so its duration carries the speed: at
// 60 frames a second, the time to move one pass at 0.1 percent a frame.
const SPEC_PERCENT_PER_FRAME = 0.1;
const FRAMES_PER_SECOND = 60;

const css = readFileSync(new URL('./home.css', import.meta.url), 'utf8');

describe('the areas marquee', () => {
  it('moves one pass (the list, half the doubled track) in the time the spec’s speed takes', () => {
    const duration = /\.marquee__track\s*{\s*animation:\s*marquee-pass\s+([\d.]+)s\s+linear\s+infinite;/.exec(css)?.[1];
    const pass = /@keyframes marquee-pass\s*{\s*to\s*{\s*transform:\s*translateX\(-([\d.]+)%\);/.exec(css)?.[1];
    expect(duration).toBeDefined();
    expect(pass).toBeDefined();
    const framesPerPass = Number(pass) / SPEC_PERCENT_PER_FRAME;
    expect(Number(duration)).toBeCloseTo(framesPerPass / FRAMES_PER_SECOND, 2);
  });
});
